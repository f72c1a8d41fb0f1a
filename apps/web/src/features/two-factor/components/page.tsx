import type { ReactNode } from 'react';

/** Frame of the account pages of this feature: a titled column, card-like on wide screens. */
export function Page({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-labelledby="two-factor-page-title" className="mx-auto flex w-full max-w-lg flex-col gap-4 px-4 py-6">
      <h1 id="two-factor-page-title" className="text-xl font-semibold">
        {title}
      </h1>
      <div className="flex flex-col gap-4 rounded-2xl bg-[var(--color-surface,#ffffff)] p-4 text-[var(--color-text,#0f172a)] shadow-sm ring-1 ring-[var(--color-line,#e2e8f0)] md:p-6">
        {children}
      </div>
    </section>
  );
}

export const buttonClass =
  'inline-flex h-11 w-full items-center justify-center rounded-lg bg-[var(--color-primary,#0f766e)] px-4 text-base font-semibold text-[var(--color-on-primary,#ffffff)] transition hover:brightness-110 disabled:cursor-not-allowed disabled:opacity-60 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-[var(--color-primary,#0f766e)]';

export const linkClass = 'font-medium text-[var(--color-brand-text,#0f766e)] underline underline-offset-2';
