import type { ReactNode } from 'react';

/** The frame of a casino screen: the title row, the category tabs and the content. */
export function CasinoPage({ title, icon, tabs, children }: { title: ReactNode; icon?: ReactNode; tabs?: ReactNode; children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-6xl space-y-4 px-3 py-4 nav:px-6 nav:py-6">
      <h1 className="flex min-w-0 items-center gap-2 text-xl font-black tracking-tight sm:text-2xl">
        {icon}
        <span className="truncate">{title}</span>
      </h1>
      {tabs}
      {children}
    </div>
  );
}
