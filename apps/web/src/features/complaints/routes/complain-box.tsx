import { useTranslation } from 'react-i18next';
import { COMPLAINT_MESSAGES } from '@backlay/contract';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/session-store';
import { useLoginWhenSignedOut } from '../../../lib/use-login-when-signed-out';
import { ComplaintForm } from '../components/complaint-form';
import { ComplaintList } from '../components/complaint-list';
import { LoginPrompt } from '../../../components/ui/login-prompt';

/**
 * /complain-box (docs/product.md §2): the player files a complaint and follows each one's status
 * and answer. Signed-out visitors get the login popup; a demo account sees the demo-account
 * message (its complaints are refused by the server too).
 */
export function ComplainBoxRoute() {
  const { t } = useTranslation();
  const isLogin = useSession((s) => s.isLogin);
  const isDemo = useSession((s) => s.isDemo);
  useLoginWhenSignedOut(paths.complainBox);

  return (
    <section
      aria-labelledby="complain-box-title"
      className="mx-auto flex w-full max-w-3xl min-w-0 flex-col gap-4 px-3 py-4 nav:px-6 nav:py-6"
    >
      <h1 id="complain-box-title" className="text-xl font-black tracking-tight sm:text-2xl">
        {t('complaints.title', 'Complain Box')}
      </h1>
      {!isLogin ? (
        <LoginPrompt message={t('complaints.loginToContinue', 'Please log in to continue.')} loginLabel={t('complaints.login', 'Login')} />
      ) : isDemo ? (
        <p role="alert" className="card p-4 font-semibold text-danger">
          {t('common.demoAccount', COMPLAINT_MESSAGES.demoAccount)}
        </p>
      ) : (
        <div className="grid gap-4 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)] lg:items-start">
          <ComplaintForm />
          <ComplaintList />
        </div>
      )}
    </section>
  );
}
