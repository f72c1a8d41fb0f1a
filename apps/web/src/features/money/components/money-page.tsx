import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MONEY_MESSAGES } from '@backlay/contract';
import { LoginPrompt } from '../../../components/ui/login-prompt';

/** The frame of a money screen: a title and the content, phone-first. */
export function MoneyPage({ id, title, children, wide = false }: { id: string; title: string; children: ReactNode; wide?: boolean }) {
  return (
    <section
      aria-labelledby={id}
      className={`mx-auto flex w-full min-w-0 flex-col gap-4 px-3 py-4 nav:px-6 nav:py-6 ${wide ? 'max-w-5xl' : 'max-w-xl'}`}
    >
      <h1 id={id} className="text-xl font-black tracking-tight sm:text-2xl">
        {title}
      </h1>
      {children}
    </section>
  );
}

/** A signed-out visitor (the login popup is already open) sees a way back to it, nothing of the account. */
export function SignedOutMoney() {
  const { t } = useTranslation();
  return <LoginPrompt message={t('common.loginToContinue', 'Please log in to continue.')} loginLabel={t('auth.login.submit', 'Login')} />;
}

/** Demo accounts may not deposit or withdraw (docs/product.md §5): 'First Login as a normal user'. */
export function DemoRefused() {
  const { t } = useTranslation();
  return (
    <p role="alert" className="card p-4 font-semibold text-danger">
      {t('money.demoMoney', MONEY_MESSAGES.demoMoney)}
    </p>
  );
}
