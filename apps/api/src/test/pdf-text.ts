import { inflateSync } from 'node:zlib';

/**
 * The text of a PDF, for tests: a small reader of just what our generator writes (and any
 * simple PDF): objects, Flate streams, each font's ToUnicode map, and the text operators of
 * each page's content. Embedded fonts draw glyph ids, not letters, so the text is only
 * readable through the fonts' maps: finding it proves the document says it.
 */
interface PdfObject {
  dict: string;
  stream?: Buffer;
}

function readObjects(pdf: Buffer): Map<number, PdfObject> {
  const text = pdf.toString('latin1');
  const objects = new Map<number, PdfObject>();
  const header = /(\d+) 0 obj\b/g;
  for (let match = header.exec(text); match; match = header.exec(text)) {
    const start = match.index + match[0].length;
    const end = text.indexOf('endobj', start);
    const streamAt = text.indexOf('stream', start);
    if (streamAt !== -1 && streamAt < end) {
      const dict = text.slice(start, streamAt);
      const length = Number(/\/Length (\d+)/.exec(dict)?.[1] ?? NaN);
      if (!Number.isFinite(length)) throw new Error(`object ${match[1]}: no direct /Length`);
      let at = streamAt + 'stream'.length;
      if (text[at] === '\r') at += 1;
      if (text[at] === '\n') at += 1;
      const raw = pdf.subarray(at, at + length);
      objects.set(Number(match[1]), {
        dict,
        stream: dict.includes('/FlateDecode') ? inflateSync(raw) : raw,
      });
      header.lastIndex = at + length;
    } else {
      objects.set(Number(match[1]), { dict: text.slice(start, end) });
      header.lastIndex = end;
    }
  }
  return objects;
}

/** UTF-16BE hex as pdfkit writes it (`<0066 0069>` for a ligature, `<>` for no text). */
const hexToText = (spaced: string) => {
  const hex = spaced.replace(/\s+/g, '');
  let out = '';
  for (let i = 0; i + 4 <= hex.length; i += 4)
    out += String.fromCharCode(parseInt(hex.slice(i, i + 4), 16));
  return out;
};

/** A ToUnicode CMap: code (hex, upper case) -> text. */
function readCMap(cmap: string): Map<string, string> {
  const map = new Map<string, string>();
  const width = (hex: string) => hex.length;
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, code, to] of block[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F\s]*)>/g)) {
      map.set(code!.toUpperCase(), hexToText(to!));
    }
  }
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    const ranges = block[1]!.matchAll(
      /<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(\[[^\]]*\]|<[0-9a-fA-F]+>)/g,
    );
    for (const [, lo, hi, to] of ranges) {
      const first = parseInt(lo!, 16);
      const last = parseInt(hi!, 16);
      const targets = to!.startsWith('[')
        ? [...to!.matchAll(/<([0-9a-fA-F\s]*)>/g)].map((m) => m[1]!)
        : null;
      for (let code = first; code <= last; code += 1) {
        const key = code.toString(16).toUpperCase().padStart(width(lo!), '0');
        if (targets) {
          const target = targets[code - first];
          if (target !== undefined) map.set(key, hexToText(target));
        } else {
          const base = parseInt(to!.slice(1, -1), 16);
          map.set(key, String.fromCharCode(base + code - first));
        }
      }
    }
  }
  return map;
}

const refOf = (dict: string, key: string) => {
  const match = new RegExp(`/${key}\\s+(\\d+) 0 R`).exec(dict);
  return match ? Number(match[1]) : undefined;
};

/** The fonts a page may use, by resource name, each with its ToUnicode map (if any). */
function pageFonts(objects: Map<number, PdfObject>, page: string) {
  const resourcesRef = refOf(page, 'Resources');
  const resources = resourcesRef === undefined ? page : (objects.get(resourcesRef)?.dict ?? '');
  const fontRef = refOf(resources, 'Font');
  const fontDict =
    fontRef === undefined
      ? (/\/Font\s*<<([\s\S]*?)>>/.exec(resources)?.[1] ?? '')
      : (objects.get(fontRef)?.dict ?? '');
  const fonts = new Map<string, Map<string, string> | null>();
  for (const [, name, ref] of fontDict.matchAll(/\/([A-Za-z0-9_.+-]+)\s+(\d+) 0 R/g)) {
    const font = objects.get(Number(ref))?.dict ?? '';
    const toUnicode = refOf(font, 'ToUnicode');
    const cmap = toUnicode === undefined ? undefined : objects.get(toUnicode)?.stream;
    fonts.set(name!, cmap ? readCMap(cmap.toString('latin1')) : null);
  }
  return fonts;
}

function literal(body: string): string {
  return body.replace(/\\([nrtbf()\\]|[0-7]{1,3})/g, (_, escape: string) => {
    const simple: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' };
    if (simple[escape]) return simple[escape]!;
    if (/^[0-7]+$/.test(escape)) return String.fromCharCode(parseInt(escape, 8));
    return escape;
  });
}

/** Every page's text, a line per positioned run, pages in order of their objects. */
export function pdfText(pdf: Buffer): string {
  if (pdf.subarray(0, 5).toString('latin1') !== '%PDF-') throw new Error('not a PDF');
  const objects = readObjects(pdf);
  const lines: string[] = [];
  for (const { dict } of objects.values()) {
    if (!/\/Type\s*\/Page(?![s\w])/.test(dict)) continue;
    const fonts = pageFonts(objects, dict);
    const contentRefs = /\/Contents\s*\[([^\]]*)\]/.exec(dict)?.[1]
      ? [.../\/Contents\s*\[([^\]]*)\]/.exec(dict)![1]!.matchAll(/(\d+) 0 R/g)].map((m) =>
          Number(m[1]),
        )
      : [refOf(dict, 'Contents')].filter((n): n is number => n !== undefined);
    for (const ref of contentRefs) {
      const content = objects.get(ref)?.stream?.toString('latin1') ?? '';
      let font: Map<string, string> | null = null;
      let line = '';
      const show = (hex: string | undefined, lit: string | undefined) => {
        if (hex !== undefined) {
          for (let i = 0; i + 4 <= hex.length; i += 4) {
            const code = hex.slice(i, i + 4).toUpperCase();
            line += font?.get(code) ?? '\uFFFD';
          }
        } else if (lit !== undefined) {
          line += literal(lit);
        }
      };
      const ops =
        /\/([A-Za-z0-9_.+-]+)\s+[\d.]+\s+Tf|\[((?:[^\]\\]|\\.)*)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj|\(((?:[^)\\]|\\.)*)\)\s*Tj|\b(ET|Tm|Td|TD|T\*)\b/g;
      for (const [, fontName, array, hex, lit, move] of content.matchAll(ops)) {
        if (fontName !== undefined) font = fonts.get(fontName) ?? null;
        else if (array !== undefined) {
          for (const [, h, l] of array.matchAll(/<([0-9a-fA-F]*)>|\(((?:[^)\\]|\\.)*)\)/g))
            show(h, l);
        } else if (hex !== undefined || lit !== undefined) show(hex, lit);
        else if (move && line) {
          lines.push(line);
          line = '';
        }
      }
      if (line) lines.push(line);
    }
  }
  return lines.join('\n');
}
