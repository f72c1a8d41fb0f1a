import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoginPrompt } from '../../../components/ui/login-prompt';

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
  return <LoginPrompt message={t('common.loginToContinue', 'Please log in to continue.')} loginLabel={t('auth.login.submit', 'Login')} />;
}
