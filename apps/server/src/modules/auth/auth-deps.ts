import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { MESSAGES, type Role } from '@backlay/contract';
import { AppError, badRequest } from '../../lib/app-error.js';
import type { AppContext, SiteContext } from '../../lib/context.js';
import type { OtpSender } from './otp-sender.js';

/** What the auth services need besides config, database and clock. */
export interface AuthDeps extends AppContext {
  sites: Pick<FastifyInstance['sites'], 'appConfig' | 'byWhiteLabelId'>;
  /** Null where no sender is configured (production until an SMS gateway is wired in). */
  otpSender: OtpSender | null;
  log: FastifyBaseLogger;
}

/** Facts about the request that sessions and the audit log record. */
export interface RequestMeta {
  ip: string;
  userAgent: string | null;
}

/** Calls that open or recover an account need the site (Host header or whiteLabelId). */
export function requireSite(site: SiteContext | null): SiteContext {
  if (!site) throw badRequest(MESSAGES.whiteLabelMissing);
  return site;
}

/**
 * Maintenance lets only the administrator in. The request-context plugin leaves every
 * /api/auth path open during maintenance (the administrator must be able to log in), so the
 * auth services apply the rule themselves once they know who is calling.
 */
export async function assertSiteOpen(deps: AuthDeps, role: Role | null): Promise<void> {
  const cfg = await deps.sites.appConfig();
  if (cfg.isMaintenance && role !== 'administrator') throw new AppError('MAINTENANCE', MESSAGES.websiteUnderMaintenance);
}
