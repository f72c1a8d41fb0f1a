import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { MESSAGES } from '@backlay/contract';
import { paths } from '../../../config/paths';
import { parseApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session-store';
import { directLogin } from '../api/direct-login';

/**
 * /direct-login/{token}: a one-time login link issued by the player's upline. The token is
 * exchanged once for a normal session, then the player lands on / (or on /login-auth when
 * two-factor is on). A used, expired or unknown link shows why, with a way home. The exchange
 * runs once per page even where React runs effects twice: a second call would spend nothing but
 * would show 'already used' over a successful login.
 */
export function DirectLoginRoute() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const signIn = useSession((s) => s.signIn);
  const started = useRef(false);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    directLogin(token)
      .then((docs) => {
        signIn(docs);
        toast.success(t('entryLinks.loginSuccessful', MESSAGES.loginSuccessful));
        void navigate(docs.twoFactorPending ? paths.loginAuth : paths.home, { replace: true });
      })
      .catch((err: unknown) => setFailure(parseApiError(err)));
  }, [token, navigate, signIn, t]);

  return (
    <section
      aria-labelledby="direct-login-title"
      className="mx-auto flex w-full max-w-md flex-col items-center gap-4 px-4 py-10 text-center"
    >
      <h1 id="direct-login-title" className="text-xl font-black tracking-tight sm:text-2xl">
        {t('entryLinks.directLoginTitle', 'Login link')}
      </h1>
      {failure === null ? (
        <p aria-busy="true" className="opacity-80">
          {t('entryLinks.signingIn', 'Signing you in…')}
        </p>
      ) : (
        <div role="alert" className="card flex w-full flex-col items-center gap-4 p-5">
          <p className="text-lg font-bold text-danger">{failure}</p>
          <p className="text-sm opacity-80">
            {t(
              'entryLinks.askNewLink',
              'A login link works once and for a few minutes. Ask your upline for a new one, or log in with your password.',
            )}
          </p>
          <Link to={paths.home} className="btn btn-accent min-h-11 px-6">
            {t('system.goHome', 'Go to Home')}
          </Link>
        </div>
      )}
    </section>
  );
}
