import { useId } from 'react';

const WIDTH = 320;
const HEIGHT = 150;
const PAD = { top: 12, right: 12, bottom: 22, left: 36 };
const plotWidth = WIDTH - PAD.left - PAD.right;
const plotHeight = HEIGHT - PAD.top - PAD.bottom;

export interface ChartLine {
  label: string;
  /** A stroke and fill colour class, e.g. 'stroke-rose-600 fill-rose-600'. */
  colour: string;
  /** A swatch for the legend, e.g. 'bg-rose-600'. */
  swatch: string;
}

export interface ChartRow {
  /** Short label for the axis, e.g. '1 Dec'. */
  short: string;
  /** Full label for the table, e.g. '1 Dec 2026, 9:05 am'. */
  full: string;
  /** One number per line, in the order of `lines`; null when not taken that time. */
  values: (number | null)[];
}

interface LineChartProps {
  /** What is measured and in what, e.g. 'Blood pressure (mmHg)'. */
  title: string;
  /** The table's first column header, e.g. 'When'. */
  whenLabel: string;
  lines: ChartLine[];
  rows: ChartRow[];
}

/** The axis runs a little beyond the numbers, so a flat line does not sit on the frame. */
function range(values: number[]): [number, number] {
  const low = Math.min(...values);
  const high = Math.max(...values);
  const margin = Math.max((high - low) * 0.1, 1);
  return [Math.floor(low - margin), Math.ceil(high + margin)];
}

/**
 * A small line chart drawn as SVG (a chart library would outweigh the page): one or two lines
 * over the times a reading was taken, a dot on each so a single reading shows. The figure is
 * named by its title; the numbers themselves are in a table that only screen readers get.
 */
export function LineChart({ title, whenLabel, lines, rows }: LineChartProps) {
  const titleId = useId();
  const numbers = rows.flatMap((row) => row.values.filter((v): v is number => v !== null));
  const [low, high] = range(numbers);
  const x = (i: number) =>
    rows.length === 1 ? PAD.left + plotWidth / 2 : PAD.left + (plotWidth * i) / (rows.length - 1);
  const y = (value: number) => PAD.top + plotHeight - ((value - low) / (high - low)) * plotHeight;
  const first = rows[0];
  const last = rows.length > 1 ? rows.at(-1) : undefined;

  return (
    <figure className="rounded-xl border border-slate-200 p-3">
      <figcaption id={titleId} className="font-semibold text-slate-900">
        {title}
      </figcaption>
      {lines.length > 1 ? (
        <div aria-hidden="true" className="mt-1 flex flex-wrap gap-x-4 text-xs text-slate-600">
          {lines.map((line) => (
            <span key={line.label} className="inline-flex items-center gap-1">
              <span className={`inline-block h-0.5 w-4 ${line.swatch}`} /> {line.label}
            </span>
          ))}
        </div>
      ) : null}
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby={titleId}
        className="mt-2 h-auto w-full"
      >
        <g className="text-slate-200" stroke="currentColor">
          <line x1={PAD.left} x2={WIDTH - PAD.right} y1={PAD.top} y2={PAD.top} />
          <line
            x1={PAD.left}
            x2={WIDTH - PAD.right}
            y1={PAD.top + plotHeight}
            y2={PAD.top + plotHeight}
          />
        </g>
        <g className="fill-slate-500 text-[10px]">
          <text x={PAD.left - 4} y={PAD.top + 4} textAnchor="end">
            {high}
          </text>
          <text x={PAD.left - 4} y={PAD.top + plotHeight + 3} textAnchor="end">
            {low}
          </text>
          {first ? (
            <text x={x(0)} y={HEIGHT - 6} textAnchor={last ? 'start' : 'middle'}>
              {first.short}
            </text>
          ) : null}
          {last ? (
            <text x={x(rows.length - 1)} y={HEIGHT - 6} textAnchor="end">
              {last.short}
            </text>
          ) : null}
        </g>
        {lines.map((line, index) => {
          const points = rows.flatMap((row, i) => {
            const value = row.values[index];
            return value === null || value === undefined ? [] : [{ x: x(i), y: y(value) }];
          });
          const path = points.map((p, i) => `${i === 0 ? 'M' : 'L'}${p.x},${p.y}`).join('');
          return (
            <g key={line.label} className={line.colour} data-line={line.label}>
              {points.length > 1 ? <path d={path} fill="none" strokeWidth={2} /> : null}
              {points.map((p) => (
                <circle key={`${p.x}-${p.y}`} cx={p.x} cy={p.y} r={3} stroke="none" />
              ))}
            </g>
          );
        })}
      </svg>
      {/* sr-only on the table itself does not hold: a table grows to its content and widens the page. */}
      <div className="sr-only">
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{whenLabel}</th>
              {lines.map((line) => (
                <th key={line.label} scope="col">
                  {line.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, i) => (
              <tr key={`${row.full}-${i}`}>
                <th scope="row">{row.full}</th>
                {row.values.map((value, index) => (
                  <td key={lines[index]?.label ?? index}>{value ?? '—'}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
