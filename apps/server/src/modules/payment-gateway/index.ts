import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { GATEWAY_PAYMENT_TYPES, type PaymentType } from '@backlay/contract';
import type { PaymentGateway } from './gateway-adapter.js';
import { SandboxGateway } from './sandbox-gateway.js';
import { registerSandboxRoutes } from './sandbox.routes.js';
import { registerPaymentGatewayRoutes } from './payment-gateway.routes.js';

/**
 * Payment gateways (docs/architecture.md §7): the adapter interface, the built-in sandbox gateway
 * (its hosted page and signed webhook, on in the embedded mode or with PAYMENT_SANDBOX=true), the
 * IPAY/XPAY deposit calls and the webhook route that alone credits them.
 */
export const paymentGatewayModule = fp(
  async (app: FastifyInstance) => {
    const { config } = app.ctx;
    const byName = new Map<string, PaymentGateway>();
    const isSandboxOn = config.PAYMENT_SANDBOX ?? !config.DATABASE_URL;
    if (isSandboxOn) {
      const sandbox = new SandboxGateway(config.PAYMENT_GATEWAY_SECRET);
      byName.set(sandbox.name, sandbox);
      registerSandboxRoutes(app, sandbox);
    }
    // Until a real provider is wired in, the sandbox serves both gateway types.
    const forType = (type: PaymentType) => (GATEWAY_PAYMENT_TYPES.includes(type) ? (byName.get('sandbox') ?? null) : null);
    await registerPaymentGatewayRoutes(app, { byName, forType });
  },
  { name: 'payment-gateway', dependencies: ['money'] },
);

export type { GatewayEvent, GatewayOrder, GatewayOrderInput, PaymentGateway } from './gateway-adapter.js';
export { SandboxGateway } from './sandbox-gateway.js';
export { isValidSignature, sign } from './webhook-signature.js';
