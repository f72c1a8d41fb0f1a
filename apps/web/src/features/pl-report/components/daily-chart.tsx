import { useTranslation } from 'react-i18next';
import { plRupees } from '../lib/pl-range';

const W = 320;
const H = 120;
const PAD = 4;

/**
 * Daily P/L as bars around a zero line (profit up in green, loss down in red), hand-drawn SVG.
 * The figures are also in the title of each bar and in a visually hidden list, so the chart is
 * never the only way to read them.
 */
export function DailyChart({ series }: { series: { day: string; pl: number }[] }) {
  const { t } = useTranslation();
  const max = Math.max(1, ...series.map((d) => Math.abs(d.pl)));
  const mid = H / 2;
  const slot = (W - PAD * 2) / Math.max(1, series.length);
  const bar = Math.max(2, slot * 0.6);
  const scale = (mid - PAD) / max;
  return (
    <figure className="flex flex-col gap-1">
      <figcaption className="text-xs font-semibold text-muted">{t('plReport.dailyChart', 'Daily P/L')}</figcaption>
      <svg
        viewBox={`0 0 ${W} ${H}`}
        className="h-32 w-full"
        preserveAspectRatio="none"
        role="img"
        aria-label={t('plReport.dailyChart', 'Daily P/L')}
        data-testid="pl-chart"
      >
        <line x1={0} x2={W} y1={mid} y2={mid} className="stroke-line" strokeWidth={1} vectorEffect="non-scaling-stroke" />
        {series.map((d, i) => {
          const h = Math.abs(d.pl) * scale;
          const x = PAD + i * slot + (slot - bar) / 2;
          return (
            <rect
              key={d.day}
              x={x}
              y={d.pl >= 0 ? mid - h : mid}
              width={bar}
              height={Math.max(d.pl === 0 ? 0 : 1, h)}
              rx={1.5}
              className={d.pl >= 0 ? 'fill-success' : 'fill-danger'}
            >
              <title>{`${d.day}: ${plRupees(d.pl)}`}</title>
            </rect>
          );
        })}
      </svg>
      {series.every((d) => d.pl === 0) && (
        <p className="text-center text-xs text-muted">{t('plReport.noPlay', 'No settled bets or casino rounds in these days')}</p>
      )}
      <div className="flex justify-between text-[10px] text-muted tabular-nums">
        <span>{series[0]?.day.slice(5)}</span>
        <span>{series[series.length - 1]?.day.slice(5)}</span>
      </div>
      <ul className="sr-only">
        {series.map((d) => (
          <li key={d.day}>{`${d.day}: ${plRupees(d.pl)}`}</li>
        ))}
      </ul>
    </figure>
  );
}
