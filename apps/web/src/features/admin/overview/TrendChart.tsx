import { formatCareDate, formatPaise, type OverviewDay } from '@care/shared';
import { useId } from 'react';

const WIDTH = 720;
const HEIGHT = 240;
const PAD = { top: 16, right: 64, bottom: 28, left: 40 };
const plotWidth = WIDTH - PAD.left - PAD.right;
const plotHeight = HEIGHT - PAD.top - PAD.bottom;

/** '24 Nov' from '2026-11-24': the year is the chart's caption's. */
const shortDate = (date: string) => formatCareDate(date).replace(/ \d{4}$/, '');

/** A round ceiling for an axis, so its top label reads as a plain figure. */
function niceCeiling(value: number): number {
  if (value <= 0) return 1;
  const magnitude = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 5, 10].find((s) => s * magnitude >= value) ?? 10;
  return step * magnitude;
}

/**
 * Bookings (bars, left axis) and revenue (line, right axis) per day, drawn as SVG here rather
 * than with a chart library, which would outweigh the whole console. The figure's name says
 * what it shows in words; the table under it gives every number to anyone who cannot see it.
 */
export function TrendChart({ days }: { days: OverviewDay[] }) {
  const titleId = useId();
  const summaryId = useId();
  const maxBookings = niceCeiling(Math.max(...days.map((d) => d.bookings)));
  const maxRevenue = niceCeiling(Math.max(...days.map((d) => d.revenue)));
  const slot = plotWidth / Math.max(days.length, 1);
  const x = (i: number) => PAD.left + slot * i + slot / 2;
  const yBookings = (n: number) => PAD.top + plotHeight - (n / maxBookings) * plotHeight;
  const yRevenue = (paise: number) => PAD.top + plotHeight - (paise / maxRevenue) * plotHeight;
  const line = days.map((d, i) => `${i === 0 ? 'M' : 'L'}${x(i)},${yRevenue(d.revenue)}`).join('');
  const totalBookings = days.reduce((sum, d) => sum + d.bookings, 0);
  const totalRevenue = days.reduce((sum, d) => sum + d.revenue, 0);
  const first = days[0]?.date;
  const last = days.at(-1)?.date;

  return (
    <figure className="rounded-xl border border-slate-200 bg-white p-4">
      <figcaption id={titleId} className="font-semibold">
        Bookings and revenue, last {days.length} days
      </figcaption>
      <p id={summaryId} className="mt-1 text-sm text-slate-600">
        {first && last
          ? `${formatCareDate(first)} to ${formatCareDate(last)}: ${totalBookings} bookings, ${formatPaise(totalRevenue)} paid for bookings.`
          : null}
      </p>
      <div className="mt-3 flex flex-wrap gap-4 text-xs text-slate-600" aria-hidden="true">
        <span className="inline-flex items-center gap-1">
          <span className="inline-block size-3 rounded-sm bg-brand-300" /> Bookings (left)
        </span>
        <span className="inline-flex items-center gap-1">
          <span className="inline-block h-0.5 w-4 bg-amber-600" /> Revenue (right)
        </span>
      </div>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby={titleId}
        aria-describedby={summaryId}
        className="mt-2 h-auto w-full"
      >
        <g className="text-slate-200" stroke="currentColor">
          <line x1={PAD.left} x2={WIDTH - PAD.right} y1={PAD.top} y2={PAD.top} />
          <line
            x1={PAD.left}
            x2={WIDTH - PAD.right}
            y1={PAD.top + plotHeight / 2}
            y2={PAD.top + plotHeight / 2}
          />
          <line
            x1={PAD.left}
            x2={WIDTH - PAD.right}
            y1={PAD.top + plotHeight}
            y2={PAD.top + plotHeight}
          />
        </g>
        <g className="fill-slate-500 text-[11px]">
          <text x={PAD.left - 6} y={PAD.top + 4} textAnchor="end">
            {maxBookings}
          </text>
          <text x={PAD.left - 6} y={PAD.top + plotHeight + 4} textAnchor="end">
            0
          </text>
          <text x={WIDTH - PAD.right + 6} y={PAD.top + 4}>
            {formatPaise(maxRevenue)}
          </text>
          {days.map((d, i) =>
            i % 5 === 4 || i === 0 ? (
              <text key={d.date} x={x(i)} y={HEIGHT - 8} textAnchor="middle">
                {shortDate(d.date)}
              </text>
            ) : null,
          )}
        </g>
        <g className="fill-brand-300">
          {days.map((d, i) => (
            <rect
              key={d.date}
              x={x(i) - slot * 0.35}
              width={slot * 0.7}
              y={yBookings(d.bookings)}
              height={PAD.top + plotHeight - yBookings(d.bookings)}
            />
          ))}
        </g>
        <path d={line} fill="none" className="stroke-amber-600" strokeWidth={2} />
      </svg>
      <details className="mt-2 text-sm">
        <summary className="flex min-h-11 cursor-pointer items-center font-medium text-brand-800">
          The figures by day
        </summary>
        <div className="max-h-80 overflow-auto">
          <table className="w-full text-left">
            <caption className="sr-only">Bookings, revenue and commission by day</caption>
            <thead className="sticky top-0 bg-white">
              <tr className="border-b border-slate-200">
                <th scope="col" className="py-2 pr-3">
                  Day
                </th>
                <th scope="col" className="py-2 pr-3 text-right">
                  Bookings
                </th>
                <th scope="col" className="py-2 pr-3 text-right">
                  Revenue
                </th>
                <th scope="col" className="py-2 text-right">
                  Commission
                </th>
              </tr>
            </thead>
            <tbody>
              {days.map((d) => (
                <tr key={d.date} className="border-b border-slate-100">
                  <th scope="row" className="py-1.5 pr-3 font-normal">
                    {formatCareDate(d.date)}
                  </th>
                  <td className="py-1.5 pr-3 text-right tabular-nums">{d.bookings}</td>
                  <td className="py-1.5 pr-3 text-right tabular-nums">{formatPaise(d.revenue)}</td>
                  <td className="py-1.5 text-right tabular-nums">{formatPaise(d.commission)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
