import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CASINO_MESSAGES, routes } from '@backlay/contract';
import { AppError, badRequest, notFound } from '../../lib/app-error.js';
import { registerRoute } from '../../lib/register-route.js';
import { inputOf } from '../../lib/route-input.js';
import { findProviderByCode, type CasinoProviderRow } from './catalogue.repository.js';
import { adapterFor } from './provider-adapter.js';
import { authenticate, balance } from './wallet-session.service.js';
import { credit, debit, rollback, type WalletOutcome } from './wallet.service.js';
import { sendWalletNotices } from './casino-live.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The exact body bytes of a wallet call (the signature covers these). */
    rawBody: Buffer | null;
    /** The provider of a wallet call, once its signature checked out. */
    casinoProvider: CasinoProviderRow | null;
  }
}

/**
 * The seamless-wallet calls a provider makes (contract casino.ts). Registered as an
 * encapsulated plugin: the raw-body JSON parser and the signature check below apply to these
 * routes only. Order per call: the body is read as bytes and parsed, the provider's signature
 * over those bytes is checked (401 before anything else looks at the body), then the schema,
 * then the wallet rule.
 *
 * A provider switched off in Game Management takes no new stakes: its authenticate and debit
 * calls answer 403. Its balance, credit and rollback calls still land, so a round a player
 * started before the switch-off is paid or refunded instead of leaving the stake stranded
 * (the operator's decision; docs/product.md does not show provider switches).
 */
export async function walletRoutes(app: FastifyInstance): Promise<void> {
  app.decorateRequest('rawBody', null);
  app.decorateRequest('casinoProvider', null);
  // Only JSON, kept as bytes: a form or any other type would be signed over something else.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (req, body, done) => {
    const raw = body as Buffer;
    req.rawBody = raw;
    try {
      done(null, raw.length === 0 ? {} : JSON.parse(raw.toString('utf8')));
    } catch {
      done(badRequest(CASINO_MESSAGES.bodyNotJson), undefined);
    }
  });

  const settlesOpenRounds = new Set(['balance', 'credit', 'rollback']);
  app.addHook('preValidation', async (req: FastifyRequest) => {
    const { providerCode } = req.params as { providerCode?: string };
    const provider = providerCode ? await findProviderByCode(app.ctx.db, providerCode) : null;
    if (!provider) throw notFound(CASINO_MESSAGES.providerNotFound);
    const adapter = adapterFor(provider.protocol);
    const call = req.routeOptions.url?.split('/').pop() ?? '';
    if (!adapter || (!provider.active && !settlesOpenRounds.has(call))) throw new AppError('FORBIDDEN', CASINO_MESSAGES.providerInactive);
    const verdict = adapter.checkSignature(req.rawBody ?? Buffer.alloc(0), req.headers, provider.secret);
    if (verdict === 'missing') throw new AppError('UNAUTHORIZED', CASINO_MESSAGES.signatureMissing);
    if (verdict === 'invalid') throw new AppError('UNAUTHORIZED', CASINO_MESSAGES.signatureInvalid);
    req.casinoProvider = provider;
  });

  const providerOf = (req: FastifyRequest): CasinoProviderRow => {
    if (!req.casinoProvider) throw new AppError('UNAUTHORIZED', CASINO_MESSAGES.signatureMissing);
    return req.casinoProvider;
  };
  const answer = async (req: FastifyRequest, outcome: WalletOutcome) => {
    await sendWalletNotices(app.ctx, outcome, req.log);
    return outcome.answer;
  };
  const c = routes.casino;

  registerRoute(app, c.walletAuthenticate, async (req) => authenticate(app.ctx, providerOf(req), inputOf(req.body).token));
  registerRoute(app, c.walletBalance, async (req) => balance(app.ctx, providerOf(req), inputOf(req.body).playerId));
  registerRoute(app, c.walletDebit, async (req) => answer(req, await debit(app.ctx, providerOf(req), inputOf(req.body))));
  registerRoute(app, c.walletCredit, async (req) => answer(req, await credit(app.ctx, providerOf(req), inputOf(req.body))));
  registerRoute(app, c.walletRollback, async (req) => answer(req, await rollback(app.ctx, providerOf(req), inputOf(req.body))));
}
