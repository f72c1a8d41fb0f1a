import { GATEWAY_MESSAGES, GATEWAY_SIGNATURE_HEADER, sandboxWebhookSchema, type SandboxWebhook } from '@backlay/contract';
import { badRequest } from '../../lib/app-error.js';
import type { GatewayEvent, GatewayOrder, GatewayOrderInput, PaymentGateway } from './gateway-adapter.js';
import { isValidSignature, sign } from './webhook-signature.js';

/**
 * The built-in sandbox gateway: it stands in for a real provider in the embedded mode and in
 * tests, speaking the same protocol one would (a hosted page, a signed webhook). It keeps no
 * state of its own: the page link carries the order (id, amount, return address) signed with
 * the shared secret, so nobody can open a page for another amount, and a restart loses nothing.
 */
export const SANDBOX_GATEWAY = 'sandbox';
export const SANDBOX_PAGE_PREFIX = '/sandbox-gateway/pay';
export const webhookPath = (gateway: string) => `/api/payment-gateway/webhook/${gateway}`;

/** A link the sandbox page trusts: what it was signed over. */
export interface SandboxLink {
  orderId: string;
  amountPaise: bigint;
  paymentType: string;
  returnUrl: string;
}

function linkData(l: SandboxLink): string {
  return JSON.stringify(['sandbox-link', l.orderId, l.amountPaise.toString(), l.paymentType, l.returnUrl]);
}

export class SandboxGateway implements PaymentGateway {
  readonly name = SANDBOX_GATEWAY;
  constructor(private readonly secret: string) {}

  async createOrder(input: GatewayOrderInput): Promise<GatewayOrder> {
    const link: SandboxLink = {
      orderId: input.orderId,
      amountPaise: input.amountPaise,
      paymentType: input.paymentType,
      returnUrl: input.returnUrl ?? '',
    };
    const q = new URLSearchParams({
      amount: link.amountPaise.toString(),
      type: link.paymentType,
      ...(link.returnUrl ? { returnUrl: link.returnUrl } : {}),
      sig: this.signLink(link),
    });
    return { redirectUrl: `${input.origin}${SANDBOX_PAGE_PREFIX}/${encodeURIComponent(input.orderId)}?${q}`, gatewayKey: input.orderId };
  }

  signLink(link: SandboxLink): string {
    return sign(this.secret, linkData(link));
  }

  isValidLink(link: SandboxLink, sig: string | undefined): boolean {
    return isValidSignature(this.secret, linkData(link), sig);
  }

  /** The gateway's reference of a payment: the same for every webhook of one order. */
  gatewayRef(orderId: string): string {
    return `SBX${sign(this.secret, `ref:${orderId}`).slice(7, 19).toUpperCase()}`;
  }

  /** The webhook the sandbox sends: its raw body and headers. */
  webhook(body: SandboxWebhook): { raw: string; headers: Record<string, string> } {
    const raw = JSON.stringify(body);
    return { raw, headers: { 'content-type': 'application/json', [GATEWAY_SIGNATURE_HEADER]: sign(this.secret, raw) } };
  }

  verifyWebhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): boolean {
    return isValidSignature(this.secret, rawBody, headers[GATEWAY_SIGNATURE_HEADER]);
  }

  parseWebhook(rawBody: Buffer): GatewayEvent {
    let json: unknown;
    try {
      json = JSON.parse(rawBody.toString('utf8'));
    } catch {
      throw badRequest(GATEWAY_MESSAGES.badWebhook);
    }
    const parsed = sandboxWebhookSchema.safeParse(json);
    if (!parsed.success) throw badRequest(GATEWAY_MESSAGES.badWebhook);
    const w = parsed.data;
    return { orderId: w.orderId, status: w.status, amountPaise: BigInt(w.amount), gatewayRef: w.gatewayRef };
  }
}
