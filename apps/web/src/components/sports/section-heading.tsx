import type { ReactNode } from 'react';

/** Title row of a page section, with an optional link or control on the right. */
export function SectionHeading({ id, title, aside }: { id: string; title: ReactNode; aside?: ReactNode }) {
  return (
    <div className="mb-2 flex items-center justify-between gap-3">
      <h2 id={id} className="flex min-w-0 items-center gap-2 text-base font-extrabold tracking-tight sm:text-lg">
        {title}
      </h2>
      {aside}
    </div>
  );
}
