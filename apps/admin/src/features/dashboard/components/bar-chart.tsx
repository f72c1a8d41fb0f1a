import { niceScale, shortDay } from '../lib/chart-scale';

export interface ChartSeries {
  name: string;
  /** A CSS colour; for a signed series, the colour of positive bars. */
  color: string;
  /** Colour of negative bars (signed series). */
  negativeColor?: string;
  values: readonly number[];
}

const W = 600;
const H = 220;
const PAD = { top: 12, right: 8, bottom: 28, left: 64 };

/**
 * Bars per day for one or more series side by side, on a zero line (values may be negative).
 * Drawn in SVG: each bar carries its figure as a tooltip, and the chart's figures are also in
 * the day-by-day table below it for screen readers.
 */
export function BarChart({
  title,
  days,
  series,
  format,
}: {
  title: string;
  days: readonly string[];
  series: readonly ChartSeries[];
  format(n: number): string;
}) {
  const all = series.flatMap((s) => s.values);
  const { min, max, step } = niceScale(all);
  const plotW = W - PAD.left - PAD.right;
  const plotH = H - PAD.top - PAD.bottom;
  const y = (v: number) => PAD.top + ((max - v) / (max - min)) * plotH;
  const band = plotW / Math.max(1, days.length);
  const barW = Math.max(2, Math.min(28, (band * 0.72) / series.length));
  const labelEvery = Math.ceil(days.length / 12);
  const ticks: number[] = [];
  for (let v = min; v <= max + step / 2; v += step) ticks.push(Number(v.toFixed(6)));

  return (
    <figure className="card flex flex-col gap-2 p-4">
      <figcaption className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-semibold">{title}</span>
        <span className="flex flex-wrap gap-3 text-xs text-muted">
          {series.map((s) => (
            <span key={s.name} className="inline-flex items-center gap-1.5">
              <span aria-hidden="true" className="size-2.5 rounded-sm" style={{ background: s.color }} />
              {s.name}
            </span>
          ))}
        </span>
      </figcaption>
      <svg viewBox={`0 0 ${W} ${H}`} className="h-auto w-full" role="img" aria-label={`${title}, by day`}>
        {ticks.map((v) => (
          <g key={v}>
            <line
              x1={PAD.left}
              x2={W - PAD.right}
              y1={y(v)}
              y2={y(v)}
              stroke={v === 0 ? '#94a3b8' : '#e2e8f0'}
              strokeWidth={v === 0 ? 1.2 : 1}
            />
            <text x={PAD.left - 6} y={y(v) + 4} textAnchor="end" fontSize="12" fill="#55627a">
              {format(v)}
            </text>
          </g>
        ))}
        {days.map((day, i) => {
          const x0 = PAD.left + i * band + (band - barW * series.length) / 2;
          return (
            <g key={day}>
              {series.map((s, k) => {
                const v = s.values[i] ?? 0;
                const top = y(Math.max(0, v));
                const height = Math.max(v === 0 ? 0 : 1, Math.abs(y(v) - y(0)));
                return (
                  <rect
                    key={s.name}
                    x={x0 + k * barW}
                    y={top}
                    width={barW - 1}
                    height={height}
                    rx={2}
                    fill={v < 0 && s.negativeColor ? s.negativeColor : s.color}
                  >
                    <title>{`${shortDay(day)} · ${s.name}: ${format(v)}`}</title>
                  </rect>
                );
              })}
              {i % labelEvery === 0 ? (
                <text x={PAD.left + i * band + band / 2} y={H - 8} textAnchor="middle" fontSize="12" fill="#55627a">
                  {shortDay(day)}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
    </figure>
  );
}
