import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { GATEWAY_PAYMENT_STATUSES } from '@backlay/contract';
import { SANDBOX_PAGE_PREFIX, webhookPath, type SandboxGateway, type SandboxLink } from './sandbox-gateway.js';
import { checkoutPage, resultPage } from './sandbox-page.js';

/**
 * The sandbox gateway's hosted page (GET) and the player's choice on it (POST: Pay or Fail),
 * which the sandbox turns into a signed webhook sent over HTTP to our own webhook route, exactly
 * as a provider's server would. Pages, not API calls: they live outside /api and answer HTML.
 */

const linkQuery = z.object({
  amount: z.string().regex(/^\d{1,15}$/),
  type: z.string().max(16),
  returnUrl: z.string().max(2048).optional().default(''),
  sig: z.string().max(128),
});
const choiceBody = linkQuery.extend({ outcome: z.enum(GATEWAY_PAYMENT_STATUSES) });

function html(reply: FastifyReply, status: number, body: string) {
  return reply.status(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(body);
}

/** Only http(s) addresses are offered as the way back (never `javascript:`). */
function safeReturnUrl(url: string): string | null {
  try {
    const u = new URL(url);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.toString() : null;
  } catch {
    return null;
  }
}

/**
 * Our own webhook address as the sandbox's server reaches it: the address and port this very
 * request came in on (always reachable from inside the process, whatever the Host header says).
 */
function selfBase(req: FastifyRequest, fallbackPort: number): string {
  const address = req.socket.localAddress;
  const port = req.socket.localPort ?? fallbackPort;
  if (!address) return `http://127.0.0.1:${fallbackPort}`;
  return address.includes(':') ? `http://[${address}]:${port}` : `http://${address}:${port}`;
}

export function registerSandboxRoutes(app: FastifyInstance, sandbox: SandboxGateway): void {
  const readLink = (orderId: string, q: z.infer<typeof linkQuery>): SandboxLink => ({
    orderId,
    amountPaise: BigInt(q.amount),
    paymentType: q.type,
    returnUrl: q.returnUrl,
  });
  const invalid = (reply: FastifyReply) =>
    html(
      reply,
      400,
      resultPage({
        ok: false,
        title: 'Invalid payment link',
        detail: 'This payment link is not valid. Start the deposit again.',
        returnUrl: null,
      }),
    );

  app.get<{ Params: { orderId: string }; Querystring: Record<string, string> }>(
    `${SANDBOX_PAGE_PREFIX}/:orderId`,
    { schema: { hide: true } },
    async (req, reply) => {
      const q = linkQuery.safeParse(req.query);
      if (!q.success) return invalid(reply);
      const link = readLink(req.params.orderId, q.data);
      if (!sandbox.isValidLink(link, q.data.sig)) return invalid(reply);
      const hidden: Record<string, string> = { amount: q.data.amount, type: q.data.type, sig: q.data.sig };
      if (q.data.returnUrl) hidden.returnUrl = q.data.returnUrl;
      return html(
        reply,
        200,
        checkoutPage({ orderId: link.orderId, amountPaise: link.amountPaise, paymentType: link.paymentType, hidden }),
      );
    },
  );

  app.post<{ Params: { orderId: string }; Body: Record<string, string> }>(
    `${SANDBOX_PAGE_PREFIX}/:orderId`,
    { schema: { hide: true } },
    async (req, reply) => {
      const b = choiceBody.safeParse(req.body ?? {});
      if (!b.success) return invalid(reply);
      const link = readLink(req.params.orderId, b.data);
      if (!sandbox.isValidLink(link, b.data.sig)) return invalid(reply);
      const { raw, headers } = sandbox.webhook({
        orderId: link.orderId,
        status: b.data.outcome,
        amount: Number(link.amountPaise),
        gatewayRef: sandbox.gatewayRef(link.orderId),
      });
      const returnUrl = safeReturnUrl(link.returnUrl);
      let status: number;
      let detail: string;
      try {
        const res = await fetch(`${selfBase(req, app.ctx.config.PORT)}${webhookPath(sandbox.name)}`, {
          method: 'POST',
          headers,
          body: raw,
          signal: AbortSignal.timeout(10_000),
        });
        status = res.status;
        detail = ((await res.json().catch(() => ({}))) as { message?: string }).message ?? '';
      } catch (err) {
        req.log.error({ err, orderId: link.orderId }, 'sandbox gateway: webhook not delivered');
        return html(
          reply,
          502,
          resultPage({ ok: false, title: 'Merchant unreachable', detail: 'The merchant did not answer. Try again.', returnUrl }),
        );
      }
      if (status !== 200) {
        return html(
          reply,
          502,
          resultPage({ ok: false, title: 'Merchant refused the payment', detail: detail || `HTTP ${status}`, returnUrl }),
        );
      }
      const isPaid = b.data.outcome === 'paid';
      return html(
        reply,
        200,
        resultPage({
          ok: isPaid,
          title: isPaid ? 'Payment successful' : 'Payment failed',
          detail: isPaid ? 'The merchant has been told. You can close this window.' : 'No money was taken. You can close this window.',
          returnUrl,
        }),
      );
    },
  );
}
