import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { routes } from '@backlay/contract';
import { registerRoute } from '../../lib/register-route.js';
import { signedIn } from '../../lib/route-input.js';
import { configuredAccountAdapter, type ThirdPartyAccountAdapter } from './account-adapter.js';
import { createThirdPartyAccount, endThirdPartySessions, logoutThirdPartyAccount } from './third-party-accounts.service.js';

export interface ThirdPartyAccountsOptions {
  /**
   * The cock-fight provider, for tests that need a fake one; default: the adapter the
   * configuration names (COCK_FIGHT_ADAPTER, `sandbox` unless set).
   */
  cockFight?: ThirdPartyAccountAdapter;
}

/** Player accounts at third-party game providers (GET api/user/cockFight/create and /logout). */
export const thirdPartyAccountsModule = fp(
  async (app: FastifyInstance, opts: ThirdPartyAccountsOptions) => {
    const adapter = opts.cockFight ?? configuredAccountAdapter(app.ctx.config.COCK_FIGHT_ADAPTER, 'cockFight');
    const r = routes.thirdPartyAccounts;
    registerRoute(app, r.createCockFightAccount, async (req) => createThirdPartyAccount(app.ctx, adapter, signedIn(req).user, req.site));
    registerRoute(app, r.logoutCockFightAccount, async (req) => logoutThirdPartyAccount(app.ctx, adapter, signedIn(req).user));
    // A player logged out or locked by staff can no longer call the logout above.
    app.ctx.sessionEnds.on((userIds) => endThirdPartySessions(app.ctx, adapter, userIds));
  },
  { name: 'third-party-accounts' },
);

export type { AccountAdapterFactory, ThirdPartyAccountAdapter } from './account-adapter.js';
