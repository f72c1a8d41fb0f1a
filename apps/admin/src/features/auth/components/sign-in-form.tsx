import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { MESSAGES } from '@backlay/contract';
import { parseApiError } from '../../../lib/api-client';
import { TextField } from '../../../components/ui/fields';
import { useSignIn } from '../api/sign-in';
import { signInMessages as m } from '../lib/messages';

/** User name and password, as on the player site; staff roles only. */
export function SignInForm() {
  const [userName, setUserName] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ userName?: string; password?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const signIn = useSignIn();

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const found = { userName: userName.trim() ? undefined : m.userNameRequired, password: password ? undefined : m.passwordRequired };
    setErrors(found);
    setFailure(null);
    if (found.userName || found.password || signIn.isPending) return;
    try {
      await signIn.mutateAsync({ userName, password });
      toast.success(MESSAGES.loginSuccessful);
    } catch (err) {
      setFailure(parseApiError(err));
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <TextField
        label="User Name"
        value={userName}
        onValueChange={setUserName}
        error={errors.userName}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={64}
        autoFocus
      />
      <TextField
        label="Password"
        type="password"
        value={password}
        onValueChange={setPassword}
        error={errors.password}
        autoComplete="current-password"
        maxLength={128}
      />
      {failure ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-danger">
          {failure}
        </p>
      ) : null}
      <button type="submit" className="btn btn-primary" disabled={signIn.isPending} aria-busy={signIn.isPending}>
        {signIn.isPending ? 'Logging in…' : 'Login'}
      </button>
    </form>
  );
}
