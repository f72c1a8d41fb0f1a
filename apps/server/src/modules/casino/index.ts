import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { registerCasinoRoutes } from './casino.routes.js';
import { walletRoutes } from './wallet.routes.js';
import { ProviderFrameOrigins } from './provider-frame-origins.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The enabled providers' game page origins, for the player site's frame-src. */
    providerFrameOrigins: ProviderFrameOrigins;
  }
}

/**
 * The casino (docs/architecture.md §6): the catalogue, game launch, the seamless wallet providers
 * call, casino open bets and the staff reconciliation. The wallet routes sit in their own
 * encapsulated context (raw-body JSON parser and signature check apply there only).
 */
export const casinoModule = fp(
  async (app: FastifyInstance) => {
    app.decorate('providerFrameOrigins', new ProviderFrameOrigins(app.ctx.db));
    registerCasinoRoutes(app);
    await app.register(walletRoutes);
  },
  { name: 'casino' },
);

export type { ProviderAdapter } from './provider-adapter.js';
export { signBody } from './signature.js';
