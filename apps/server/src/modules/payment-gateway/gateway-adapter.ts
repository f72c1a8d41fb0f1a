import type { GatewayPaymentStatus, PaymentType } from '@backlay/contract';

/**
 * What the platform needs from a payment gateway (docs/architecture.md §7): open an order and get
 * the page where the player pays; check that a webhook really comes from the gateway; read the
 * webhook into one shape. A real provider is one more implementation of this interface; the
 * built-in sandbox (sandbox-gateway.ts) speaks it so the whole round trip runs locally.
 */
export interface GatewayOrderInput {
  /** Our order id: the deposit request's id, echoed back in the webhook. */
  orderId: string;
  amountPaise: bigint;
  /** Which of our payment types the player chose (IPAY, XPAY). */
  paymentType: PaymentType;
  /** Origin of the site the player is on (`https://brand.example`): hosted pages hang off it. */
  origin: string;
  /** Where to send the player after paying; null = nowhere (the page says to close it). */
  returnUrl: string | null;
}

export interface GatewayOrder {
  /** The hosted payment page, opened in a new window. */
  redirectUrl: string;
  /** The gateway's key of the order (XPAY's `xPayRkey`). */
  gatewayKey: string;
}

/** A webhook read into our terms; `amountPaise` is what the gateway says was paid. */
export interface GatewayEvent {
  orderId: string;
  status: GatewayPaymentStatus;
  amountPaise: bigint;
  gatewayRef: string;
}

export interface PaymentGateway {
  /** The path segment of its webhook: POST /api/payment-gateway/webhook/{name}. */
  readonly name: string;
  createOrder(input: GatewayOrderInput): Promise<GatewayOrder>;
  /** Whether the raw body carries the gateway's valid signature (constant-time). */
  verifyWebhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): boolean;
  /** The verified body as an event; throws a 400 AppError when it is not one. */
  parseWebhook(rawBody: Buffer): GatewayEvent;
}
