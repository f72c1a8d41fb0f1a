import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { routes } from '@backlay/contract';
import { registerRoute } from '../../lib/register-route.js';
import { signedIn } from '../../lib/route-input.js';
import { sandboxAccountAdapter, type ThirdPartyAccountAdapter } from './account-adapter.js';
import { createThirdPartyAccount, logoutThirdPartyAccount } from './third-party-accounts.service.js';

export interface ThirdPartyAccountsOptions {
  /** The cock-fight provider; default: the sandbox adapter that records accounts locally. */
  cockFight?: ThirdPartyAccountAdapter;
}

/** Player accounts at third-party game providers (GET api/user/cockFight/create and /logout). */
export const thirdPartyAccountsModule = fp(
  async (app: FastifyInstance, opts: ThirdPartyAccountsOptions) => {
    const adapter = opts.cockFight ?? sandboxAccountAdapter('cockFight');
    const r = routes.thirdPartyAccounts;
    registerRoute(app, r.createCockFightAccount, async (req) => createThirdPartyAccount(app.ctx, adapter, signedIn(req).user, req.site));
    registerRoute(app, r.logoutCockFightAccount, async (req) => logoutThirdPartyAccount(app.ctx, adapter, signedIn(req).user));
  },
  { name: 'third-party-accounts' },
);

export type { ThirdPartyAccountAdapter } from './account-adapter.js';
