import type { ReactNode } from 'react';

/** The frame of a sports listing page: a title row and the content, phone-first widths. */
export function SportsPage({
  title,
  icon,
  aside,
  children,
}: {
  title: ReactNode;
  icon?: ReactNode;
  aside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto w-full max-w-6xl space-y-4 px-3 py-4 nav:px-6 nav:py-6">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="flex min-w-0 items-center gap-2 text-xl font-black tracking-tight sm:text-2xl">
          {icon}
          <span className="truncate">{title}</span>
        </h1>
        {aside}
      </header>
      {children}
    </div>
  );
}
