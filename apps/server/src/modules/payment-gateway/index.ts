import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { PaymentType } from '@backlay/contract';
import type { PaymentGateway } from './gateway-adapter.js';
import { SandboxGateway } from './sandbox-gateway.js';
import { registerSandboxRoutes } from './sandbox.routes.js';
import { registerPaymentGatewayRoutes } from './payment-gateway.routes.js';
import { hasGatewayFor } from './configured-gateways.js';
import { PLATFORM_SECRETS, platformSecret } from '../tenancy/platform-secrets.js';

/**
 * Payment gateways (docs/architecture.md §7): the adapter interface, the built-in sandbox gateway
 * (its hosted page and signed webhook, on in the embedded demo or with PAYMENT_SANDBOX=true), the
 * IPAY/XPAY deposit calls and the webhook route that alone credits them.
 */
export const paymentGatewayModule = fp(
  async (app: FastifyInstance) => {
    const { config } = app.ctx;
    const byName = new Map<string, PaymentGateway>();
    if (config.paymentSandbox) {
      const sandbox = new SandboxGateway(await platformSecret(app.ctx.db, PLATFORM_SECRETS.sandboxGateway));
      byName.set(sandbox.name, sandbox);
      registerSandboxRoutes(app, sandbox);
    }
    // Until a real provider is wired in, the sandbox serves both gateway types.
    const forType = (type: PaymentType) => (hasGatewayFor(config, type) ? (byName.get('sandbox') ?? null) : null);
    await registerPaymentGatewayRoutes(app, { byName, forType });
  },
  { name: 'payment-gateway', dependencies: ['money'] },
);

export type { GatewayEvent, GatewayOrder, GatewayOrderInput, PaymentGateway } from './gateway-adapter.js';
export { SandboxGateway } from './sandbox-gateway.js';
export { isValidSignature, sign } from './webhook-signature.js';
export { hasGatewayFor } from './configured-gateways.js';
