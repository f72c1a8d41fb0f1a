import { Navigate, useLocation } from 'react-router';
import { useIsSignedIn, useSession } from '../../../lib/session-store';
import { paths } from '../../../config/paths';
import { SignInForm } from '../components/sign-in-form';
import { TwoFactorStep } from '../components/two-factor-step';
import { ChangePasswordStep } from '../components/change-password-step';

/** /admin/sign-in: password, then the two-factor code or the forced new password when due. */
export function SignInRoute() {
  const isSignedIn = useIsSignedIn();
  const token = useSession((s) => s.token);
  const twoFactorPending = useSession((s) => s.twoFactorPending);
  const mustChangePassword = useSession((s) => s.mustChangePassword);
  const from = (useLocation().state as { from?: string } | null)?.from;
  if (isSignedIn) return <Navigate to={from && from !== paths.signIn ? from : paths.dashboard} replace />;

  const step = !token ? 'password' : twoFactorPending ? 'twoFactor' : mustChangePassword ? 'changePassword' : 'password';
  const title = step === 'twoFactor' ? 'Two-factor code' : step === 'changePassword' ? 'Change password' : 'Staff login';
  return (
    <main className="grid min-h-dvh place-items-center bg-nav p-4">
      <section aria-labelledby="sign-in-title" className="card w-full max-w-sm p-6 sm:p-8">
        <p className="text-sm font-semibold tracking-wide text-primary uppercase">Backlay Staff</p>
        <h1 id="sign-in-title" className="mt-1 mb-5 text-2xl font-bold">
          {title}
        </h1>
        {step === 'twoFactor' ? <TwoFactorStep /> : step === 'changePassword' ? <ChangePasswordStep /> : <SignInForm />}
      </section>
    </main>
  );
}
