import type { FastifyInstance } from 'fastify';
import {
  CASINO_SIGNATURE_HEADER,
  ORIGINALS_MESSAGES,
  type ErrorCode,
  type WalletCreditBody,
  type WalletDebitBody,
  type WalletRollbackBody,
  type WalletTransactionAnswer,
} from '@backlay/contract';
import { AppError } from '../../lib/app-error.js';
import { signBody } from '../casino/index.js';

/**
 * The Originals game server's side of the seamless wallet: the five calls any provider makes
 * (contract casino.ts), each a JSON body signed with HMAC-SHA256 of its exact bytes. The game
 * server knows nothing else about our money: no ledger, no wallet tables.
 */

export interface WalletSession {
  playerId: string;
  userName: string;
  sessionId: string;
  gameId: string;
  currency: 'INR';
  balance: number;
}

export interface WalletClient {
  authenticate(token: string): Promise<WalletSession>;
  balance(playerId: string): Promise<{ balance: number }>;
  debit(body: WalletDebitBody): Promise<WalletTransactionAnswer>;
  credit(body: WalletCreditBody): Promise<WalletTransactionAnswer>;
  rollback(body: WalletRollbackBody): Promise<WalletTransactionAnswer>;
}

/** Sends one signed call: the path under the provider's wallet base, the body text, its headers. */
export type WalletTransport = (path: string, rawBody: string, headers: Record<string, string>) => Promise<{ status: number; body: string }>;

/**
 * In-process: the call goes through the app's own HTTP routes with Fastify's inject (the same
 * body parser, signature check, schema and rules as a call over the network, without a
 * socket). The default, since the studio runs inside the server.
 */
export function injectTransport(app: FastifyInstance): WalletTransport {
  return async (path, rawBody, headers) => {
    const res = await app.inject({ method: 'POST', url: path, headers, payload: rawBody });
    return { status: res.statusCode, body: res.body };
  };
}

/** Over HTTP to the wallet's address (ORIGINALS_WALLET_URL), when the game server runs apart. */
export function fetchTransport(baseUrl: string): WalletTransport {
  const base = baseUrl.replace(/\/+$/, '');
  return async (path, rawBody, headers) => {
    const res = await fetch(`${base}${path}`, { method: 'POST', headers, body: rawBody, signal: AbortSignal.timeout(10_000) });
    return { status: res.status, body: await res.text() };
  };
}

/**
 * A refusal of the wallet (4xx) keeps its status and message, so the player reads why (e.g.
 * "Insufficient points for this bet"); anything else (5xx, no answer) is `retryable`.
 */
export class WalletCallError extends AppError {
  constructor(
    code: ErrorCode,
    message: string,
    readonly isRetryable: boolean,
  ) {
    super(code, message);
  }
}

const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
};

export class HttpWalletClient implements WalletClient {
  constructor(
    private readonly transport: WalletTransport,
    private readonly providerCode: string,
    private readonly secret: string,
  ) {}

  private async call<T>(name: string, body: object): Promise<T> {
    const raw = JSON.stringify(body);
    const headers = { 'content-type': 'application/json', [CASINO_SIGNATURE_HEADER]: signBody(this.secret, raw) };
    let res: { status: number; body: string };
    try {
      res = await this.transport(`/api/casino/wallet/${encodeURIComponent(this.providerCode)}/${name}`, raw, headers);
    } catch {
      throw new WalletCallError('BAD_REQUEST', ORIGINALS_MESSAGES.walletUnavailable, true);
    }
    let json: unknown = null;
    try {
      json = JSON.parse(res.body);
    } catch {
      json = null;
    }
    if (res.status === 200) return json as T;
    const message = (json as { message?: string } | null)?.message;
    const code = CODE_BY_STATUS[res.status];
    if (code && message) throw new WalletCallError(code, message, false);
    throw new WalletCallError('BAD_REQUEST', ORIGINALS_MESSAGES.walletUnavailable, true);
  }

  authenticate(token: string): Promise<WalletSession> {
    return this.call('authenticate', { token });
  }
  balance(playerId: string): Promise<{ balance: number }> {
    return this.call('balance', { playerId, currency: 'INR' });
  }
  debit(body: WalletDebitBody): Promise<WalletTransactionAnswer> {
    return this.call('debit', { currency: 'INR', ...body });
  }
  credit(body: WalletCreditBody): Promise<WalletTransactionAnswer> {
    return this.call('credit', { currency: 'INR', ...body });
  }
  rollback(body: WalletRollbackBody): Promise<WalletTransactionAnswer> {
    return this.call('rollback', { currency: 'INR', ...body });
  }
}
