import type { ReactNode } from 'react';

/**
 * A text button in a list row's Actions cell. `label` names the row it acts on ("Edit
 * example.com"): the visible word alone repeats on every row and would not tell a screen reader
 * which one it is.
 */
export function RowButton({
  label,
  tone = 'neutral',
  onClick,
  children,
}: {
  label: string;
  tone?: 'neutral' | 'danger';
  onClick(): void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className={`btn btn-ghost min-h-9 px-3${tone === 'danger' ? ' text-danger' : ''}`}
      onClick={onClick}
      aria-label={label}
    >
      {children}
    </button>
  );
}
