import type { FastifyInstance, FastifyRequest } from 'fastify';
import { GATEWAY_MESSAGES, routes, type GatewayDepositBody, type PaymentType } from '@backlay/contract';
import type { UserRow } from '../../lib/context.js';
import { registerRoute } from '../../lib/register-route.js';
import { inputOf, signedIn } from '../../lib/route-input.js';
import { AppError, badRequest, notFound } from '../../lib/app-error.js';
import type { PaymentGateway } from './gateway-adapter.js';
import { settleGatewayDeposit, startGatewayDeposit } from './gateway-deposit.service.js';

const r = routes.paymentGateway;
/** A webhook is a few hundred bytes; anything near this is not one. */
const WEBHOOK_BODY_LIMIT = 16 * 1024;

/** Origin of the site the player called from: the hosted page's links hang off it. */
const originOf = (req: FastifyRequest) => `${req.protocol}://${req.host}`;

/**
 * POST api/user/deposit/iPay | xPay and the gateways' webhooks. `gatewayFor` names the adapter
 * of a payment type (null: none configured, the call answers 'Request Failed | Please Try Again').
 */
export async function registerPaymentGatewayRoutes(
  app: FastifyInstance,
  gateways: { byName: ReadonlyMap<string, PaymentGateway>; forType(type: PaymentType): PaymentGateway | null },
): Promise<void> {
  const { ctx } = app;

  const start = async (req: FastifyRequest, user: UserRow, type: PaymentType, body: GatewayDepositBody) => {
    const gateway = gateways.forType(type);
    if (!gateway) throw badRequest(GATEWAY_MESSAGES.requestFailed);
    return startGatewayDeposit(ctx, gateway, user, body, type, { origin: originOf(req), log: req.log });
  };

  registerRoute(app, r.requestIPayDeposit, async (req) => {
    const s = await start(req, signedIn(req).user, 'IPAY', inputOf(req.body));
    return { docs: { deposit: s.deposit, redirectUrl: s.redirectUrl, iPayRedirectUrl: s.redirectUrl } };
  });
  registerRoute(app, r.requestXPayDeposit, async (req) => {
    const s = await start(req, signedIn(req).user, 'XPAY', inputOf(req.body));
    return { docs: { deposit: s.deposit, redirectUrl: s.redirectUrl, xPayRkey: s.gatewayKey } };
  });

  // The webhook needs the raw bytes the gateway signed: its own scope with a buffer parser.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT }, (_req, body, done) => done(null, body));
    scope.post<{ Params: { gateway: string } }>('/api/payment-gateway/webhook/:gateway', { schema: { hide: true } }, async (req) => {
      const gateway = gateways.byName.get(req.params.gateway);
      if (!gateway) throw notFound(GATEWAY_MESSAGES.orderNotFound);
      const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      if (!gateway.verifyWebhook(raw, req.headers)) throw new AppError('UNAUTHORIZED', GATEWAY_MESSAGES.badSignature);
      const settled = await settleGatewayDeposit(ctx, gateway.name, gateway.parseWebhook(raw), req.log);
      return { message: settled.changed ? 'OK' : 'Already settled', status: settled.deposit.status };
    });
  });
}
