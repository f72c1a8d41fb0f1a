import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/context.js';
import type { Config } from '../../config/config.js';
import { insertOutboxMessage } from './otp.repository.js';

/** Delivers a one-time code to a phone. An SMS gateway adapter implements this in production. */
export interface OtpSender {
  send(to: string, text: string): Promise<void>;
}

/**
 * Whether one-time codes can reach a player. Only the outbox exists until an SMS gateway is
 * wired in, and it is off in production: there forgot-password is closed and its link hidden.
 */
export function canSendOtp(config: Config): boolean {
  return config.otpOutbox;
}

/**
 * The built-in sender: keeps each message in `outbox_messages` (shown at /dev/outbox in the
 * embedded mode) instead of sending it. `logText` also writes the text to the log — only in
 * the embedded mode, where nobody else can read the codes anyway; a production log must never
 * carry live codes.
 */
export function createOutboxOtpSender(db: Db, clock: Clock, log: FastifyBaseLogger, opts: { logText: boolean }): OtpSender {
  return {
    async send(to, text) {
      await insertOutboxMessage(db, { channel: 'sms', recipient: to, body: text, createdAt: clock.now() });
      if (opts.logText) log.info({ to, text }, 'OTP message kept in the outbox (embedded mode)');
      else log.info({ to: `${'*'.repeat(Math.max(0, to.length - 4))}${to.slice(-4)}` }, 'OTP message kept in the outbox');
    },
  };
}
