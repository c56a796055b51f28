export interface Leak {
  value: string;
  /** The log line it was found in, shortened around the value. */
  line: string;
}

const alphanumeric = /[\p{L}\p{N}]/u;

/**
 * A match must stand on its own: six OTP digits inside a timestamp, or "Asha" inside
 * "Ashalata" (itself checked as a value if it was sent), are not leaks.
 */
function standsAlone(text: string, at: number, length: number): boolean {
  const before = text[at - 1];
  const after = text[at + length];
  return !(before && alphanumeric.test(before)) && !(after && alphanumeric.test(after));
}

function lineAround(text: string, at: number): string {
  const start = text.lastIndexOf('\n', at) + 1;
  const end = text.indexOf('\n', at);
  const line = text.slice(start, end === -1 ? undefined : end);
  return line.length > 400
    ? `...${line.slice(Math.max(0, at - start - 150), at - start + 150)}...`
    : line;
}

/** Each value that appears in the log text, as the JSON log lines spell it. */
export function findLeaks(
  logText: string,
  values: Iterable<string>,
  ignored: ReadonlySet<string>,
): Leak[] {
  const leaks: Leak[] = [];
  for (const value of values) {
    if (ignored.has(value)) continue;
    const spelled = JSON.stringify(value).slice(1, -1);
    for (let at = logText.indexOf(spelled); at !== -1; at = logText.indexOf(spelled, at + 1)) {
      if (standsAlone(logText, at, spelled.length)) {
        leaks.push({ value, line: lineAround(logText, at) });
        break;
      }
    }
  }
  return leaks;
}
