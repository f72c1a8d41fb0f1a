import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { AuthDeps } from './auth-deps.js';
import { registerAuthRoutes } from './auth.routes.js';
import { registerDevOutbox } from './dev-outbox.routes.js';
import { openLoginThrottle } from './login-throttle.js';
import { canSendOtp, createOutboxOtpSender, type OtpSender } from './otp-sender.js';

export interface AuthModuleOptions {
  /** How one-time codes leave the platform; default: the outbox where it is on (otp-sender.ts). */
  otpSender?: OtpSender;
}

/** Login, sessions, registration, passwords, two-factor and staff transaction codes. */
export const authModule = fp(
  async (app: FastifyInstance, opts: AuthModuleOptions) => {
    const { config } = app.ctx;
    const outbox = canSendOtp(config) ? createOutboxOtpSender(app.ctx.db, app.ctx.clock, app.log, { logText: !config.DATABASE_URL }) : null;
    const deps: AuthDeps = {
      ...app.ctx,
      // Read at send time, not copied: the live module installs its publisher after this module
      // registers (and tests swap it), so a copy would keep the silent one.
      get live() {
        return app.ctx.live;
      },
      sites: app.sites,
      log: app.log,
      otpSender: opts.otpSender ?? outbox,
    };
    const throttle = await openLoginThrottle(app.ctx, app.log);
    app.addHook('onClose', async () => throttle.close());
    registerAuthRoutes(app, deps, throttle);
    if (outbox) registerDevOutbox(app, app.ctx.db);
  },
  { name: 'auth' },
);

export { canSendOtp, type OtpSender } from './otp-sender.js';
export { verifyTransactionCode, normaliseTransactionCode } from './transaction-code.service.js';
export {
  NO_CODE_LOCKS,
  accountCodeLocks,
  codeLocksFor,
  codeLocksOf,
  liftCodeLock,
  type AccountCodeLocks,
} from './transaction-code-locks.service.js';
