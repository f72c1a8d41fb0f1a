import { useTranslation } from 'react-i18next';
import { useUi } from '../../../lib/ui-store';
import { buttonClass } from './page';

/** What a signed-out visitor sees instead of an account page: nothing of the account. */
export function SignedOut() {
  const { t } = useTranslation();
  const openAuthPopup = useUi((s) => s.openAuthPopup);
  return (
    <section className="mx-auto flex w-full max-w-sm flex-col items-center gap-4 px-4 py-12 text-center">
      <p>{t('common.loginToContinue', 'Please log in to continue.')}</p>
      <button type="button" className={buttonClass} onClick={() => openAuthPopup('login')}>
        {t('auth.login.submit', 'Login')}
      </button>
    </section>
  );
}
