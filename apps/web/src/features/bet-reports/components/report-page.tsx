import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useUi } from '../../../lib/ui-store';

/** The frame of a report screen: a title row and the content, phone-first widths. */
export function ReportPage({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mx-auto flex w-full max-w-6xl min-w-0 flex-col gap-3 px-3 py-4 nav:gap-4 nav:px-6 nav:py-6">
      <h1 id={id} className="text-xl font-black tracking-tight sm:text-2xl">
        {title}
      </h1>
      {children}
    </section>
  );
}

/** A signed-out visitor (the login popup is already open) sees a way back to it, no bets. */
export function SignedOutReport() {
  const { t } = useTranslation();
  const openAuthPopup = useUi((s) => s.openAuthPopup);
  return (
    <div className="flex flex-col items-center gap-4 py-8 text-center">
      <p>{t('common.loginToContinue', 'Please log in to continue.')}</p>
      <button type="button" className="btn btn-primary w-full max-w-xs" onClick={() => openAuthPopup('login')}>
        {t('auth.login.submit', 'Login')}
      </button>
    </div>
  );
}
