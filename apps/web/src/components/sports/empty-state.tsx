import { Icon, type IconName } from '../ui/icons';

/** A list with nothing in it: one of the messages of docs/product.md §8 ('No Data Found', 'No Match Found'...). */
export function EmptyState({ message, icon = 'info' }: { message: string; icon?: IconName }) {
  return (
    <p
      role="status"
      className="flex items-center justify-center gap-2 rounded-xl border border-dashed border-line px-4 py-8 text-sm font-semibold text-muted"
    >
      <Icon name={icon} size={18} />
      {message}
    </p>
  );
}

/** Placeholder rows while a list loads. */
export function RowsSkeleton({ rows = 4 }: { rows?: number }) {
  return (
    <ul aria-busy="true" className="divide-y divide-line">
      {Array.from({ length: rows }, (_, i) => (
        <li key={i} className="flex items-center gap-3 px-3 py-3">
          <span className="h-8 w-12 animate-pulse rounded bg-surface-2" />
          <span className="h-4 flex-1 animate-pulse rounded bg-surface-2" />
          <span className="hidden h-8 w-40 animate-pulse rounded bg-surface-2 sm:block" />
        </li>
      ))}
    </ul>
  );
}
