import type { AppContext, AuthContext, SiteContext } from './context.js';
import type { AppError } from './app-error.js';
import type { Leadership } from './leadership.js';

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
    /** Whether this process leads, and the background work only the leader runs (leadership.ts). */
    leadership: Leadership;
  }
  interface FastifyRequest {
    /** Site of the Host header; null when the host is unknown (then `whiteLabelId` must be given). */
    site: SiteContext | null;
    /** The request's host name, lower-case without port (X-Forwarded-Host behind a trusted proxy). */
    siteHost: string;
    /** Signed-in caller, when a valid token came with the request. */
    auth: AuthContext | null;
    /** Why a token that came with the request was refused (reported only by routes that need a session). */
    authProblem: AppError | null;
  }
}
export {};
