/** A list's totals as a row of tiles (label over figure); `className` colours a figure (P/L). */
export function TotalTiles({ tiles, columns }: { tiles: { label: string; value: string; className?: string }[]; columns: string }) {
  return (
    <dl className={`grid grid-cols-2 gap-3 ${columns}`} aria-label="Totals">
      {tiles.map((t) => (
        <div key={t.label} className="card px-4 py-3">
          <dt className="text-xs text-muted uppercase">{t.label}</dt>
          <dd className={`text-lg font-bold tabular-nums ${t.className ?? ''}`}>{t.value}</dd>
        </div>
      ))}
    </dl>
  );
}
