import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { AuthDeps } from './auth-deps.js';
import { registerAuthRoutes } from './auth.routes.js';
import { registerDevOutbox } from './dev-outbox.routes.js';
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
    registerAuthRoutes(app, deps);
    if (outbox) registerDevOutbox(app, app.ctx.db);
  },
  { name: 'auth' },
);

export { canSendOtp, type OtpSender } from './otp-sender.js';
export { verifyTransactionCode, normaliseTransactionCode } from './transaction-code.service.js';
