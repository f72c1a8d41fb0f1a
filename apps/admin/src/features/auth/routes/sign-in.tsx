import { Navigate, useLocation } from 'react-router';
import { useIsSignedIn, useSession, type SessionState } from '../../../lib/session-store';
import { paths } from '../../../config/paths';
import { SignInForm } from '../components/sign-in-form';
import { TwoFactorStep } from '../components/two-factor-step';
import { ChangePasswordStep } from '../components/change-password-step';
import { TwoFactorSetupStep } from '../components/two-factor-setup-step';

/** In the order the server holds a session for them: code, new password, two-factor set-up. */
const STEPS = {
  password: { title: 'Staff login', Step: SignInForm },
  twoFactor: { title: 'Two-factor code', Step: TwoFactorStep },
  changePassword: { title: 'Change password', Step: ChangePasswordStep },
  twoFactorSetup: { title: 'Set up two-factor', Step: TwoFactorSetupStep },
} as const;

function currentStep(s: SessionState): keyof typeof STEPS {
  if (!s.token) return 'password';
  if (s.twoFactorPending) return 'twoFactor';
  if (s.mustChangePassword) return 'changePassword';
  if (s.mustSetUpTwoFactor) return 'twoFactorSetup';
  return 'password';
}

/**
 * /admin/sign-in: password, then whichever step the session still owes: the two-factor code,
 * the forced new password, the forced two-factor set-up.
 */
export function SignInRoute() {
  const isSignedIn = useIsSignedIn();
  const step = useSession(currentStep);
  const from = (useLocation().state as { from?: string } | null)?.from;
  if (isSignedIn) return <Navigate to={from && from !== paths.signIn ? from : paths.dashboard} replace />;

  const { title, Step } = STEPS[step];
  return (
    <main className="grid min-h-dvh place-items-center bg-nav p-4">
      <section aria-labelledby="sign-in-title" className="card w-full max-w-sm p-6 sm:p-8">
        <p className="text-sm font-semibold tracking-wide text-primary uppercase">Backlay Staff</p>
        <h1 id="sign-in-title" className="mt-1 mb-5 text-2xl font-bold">
          {title}
        </h1>
        <Step />
      </section>
    </main>
  );
}
