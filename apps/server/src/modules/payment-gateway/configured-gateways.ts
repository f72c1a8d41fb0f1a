import { GATEWAY_PAYMENT_TYPES } from '@backlay/contract';
import type { Config } from '../../config/config.js';

/**
 * Whether a gateway serves this payment type. Until a real provider is wired in, only the
 * sandbox serves IPAY and XPAY, and only where it is on (never in production): a gateway type
 * cannot be enabled for players without one, or they would pick a method that cannot pay.
 */
export function hasGatewayFor(config: Config, paymentType: string): boolean {
  return (GATEWAY_PAYMENT_TYPES as readonly string[]).includes(paymentType) && config.paymentSandbox;
}
