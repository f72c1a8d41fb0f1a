import type { ReactNode } from 'react';
import { Icon, type IconName } from '../../components/ui/icons';

/** The common frame of the whole-screen system pages. */
export function StatusLayout({
  icon,
  eyebrow,
  title,
  message,
  children,
  fullScreen = true,
  tone = 'accent',
}: {
  icon: IconName;
  eyebrow?: string;
  title: string;
  message?: string;
  children?: ReactNode;
  fullScreen?: boolean;
  tone?: 'accent' | 'danger';
}) {
  // Inside the shell (404) the page is part of the shell's <main>; alone it is the main.
  const Root = fullScreen ? 'main' : 'div';
  return (
    <Root className={`grid place-items-center px-6 text-center ${fullScreen ? 'min-h-dvh bg-page text-fg' : 'min-h-[60dvh] py-16'}`}>
      <div className="w-full max-w-md">
        <div className="relative mx-auto mb-8 grid size-28 place-items-center">
          <div
            aria-hidden="true"
            className={`absolute inset-0 rounded-full opacity-20 blur-2xl ${tone === 'danger' ? 'bg-danger' : 'bg-accent'}`}
          />
          <div
            className={`relative grid size-24 place-items-center rounded-3xl border border-line bg-surface shadow-lg ${tone === 'danger' ? 'text-danger' : 'text-highlight'}`}
          >
            <Icon name={icon} size={44} strokeWidth={1.6} />
          </div>
        </div>
        {eyebrow && <p className="text-sm font-black tracking-[0.3em] text-highlight uppercase">{eyebrow}</p>}
        <h1 className="mt-2 text-2xl font-extrabold tracking-tight text-balance sm:text-3xl">{title}</h1>
        {message && <p className="mt-3 text-base text-muted text-pretty">{message}</p>}
        {children && <div className="mt-8 flex flex-wrap items-center justify-center gap-3">{children}</div>}
      </div>
    </Root>
  );
}
