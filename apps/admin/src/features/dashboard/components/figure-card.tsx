import type { ReactNode } from 'react';

/** One figure of the dashboard: a label over a large value. */
export function FigureCard({ label, value, tone }: { label: string; value: ReactNode; tone?: 'positive' | 'negative' | undefined }) {
  const color = tone === 'positive' ? 'text-success' : tone === 'negative' ? 'text-danger' : '';
  return (
    <div className="card p-4">
      <p className="text-xs font-medium tracking-wide text-muted uppercase">{label}</p>
      <p className={`mt-1 text-xl font-bold tabular-nums sm:text-2xl ${color}`}>{value}</p>
    </div>
  );
}
