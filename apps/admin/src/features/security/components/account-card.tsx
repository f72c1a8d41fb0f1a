import type { ReactNode } from 'react';

/** The body of an account screen: one narrow card, a form's width, also on wide screens. */
export function AccountCard({ children }: { children: ReactNode }) {
  return <div className="card flex w-full max-w-xl flex-col gap-4 p-4 sm:p-6">{children}</div>;
}
