import type { TFunction } from 'i18next';
import { ApiError } from '../../../lib/api-client';
import { authMessages } from './messages';

/**
 * The server's message when the server answered; the localized 'something went wrong' when it
 * did not (network failure) or when there is nothing to show (docs/product.md §8).
 */
export function errorText(err: unknown, t: TFunction): string {
  if (err instanceof ApiError && err.status !== 0 && err.message) return err.message;
  return t(authMessages.somethingWentWrong.key, authMessages.somethingWentWrong.en);
}

/**
 * A failed demo login or sign-up (docs/product.md §8): the toast says the localized 'something
 * went wrong'; the server's reason, when it gave one (a user name already taken), goes under it
 * so the player still learns what to change.
 */
export function demoOrSignupFailure(err: unknown, t: TFunction): { title: string; description?: string } {
  const title = t(authMessages.demoOrSignupFailed.key, authMessages.demoOrSignupFailed.en);
  return err instanceof ApiError && err.status !== 0 && err.message ? { title, description: err.message } : { title };
}
