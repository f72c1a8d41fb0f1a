import { AsyncLocalStorage } from 'node:async_hooks';

/** The Multi Login Account login a request acts through, as the audit rows name it. */
export interface AuditLogin {
  id: string;
  userName: string;
}

const store = new AsyncLocalStorage<AuditLogin>();

/**
 * Runs `fn` (a route handler) on behalf of a login: every audit row written inside it, however
 * deep, records the login's id and name beside the account (lib/register-route.ts wraps the
 * handlers of sub-login sessions), so no service has to pass the login along.
 */
export function runAsLogin<T>(login: AuditLogin, fn: () => T): T {
  return store.run({ id: login.id, userName: login.userName }, fn);
}

export function currentAuditLogin(): AuditLogin | undefined {
  return store.getStore();
}
