import type { TFunction } from 'i18next';
import { MESSAGES } from '@backlay/contract';
import { ApiError } from '../../../lib/api-client';

/** The server's message when it answered, else the localized 'something went wrong'. */
export function errorText(err: unknown, t: TFunction): string {
  if (err instanceof ApiError && err.status !== 0 && err.message) return err.message;
  return t('common.somethingWentWrong', MESSAGES.somethingWentWrong);
}
