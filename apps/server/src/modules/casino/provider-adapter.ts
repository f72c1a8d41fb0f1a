import type { IncomingHttpHeaders } from 'node:http';
import { CASINO_SIGNATURE_HEADER } from '@backlay/contract';
import type { CasinoGameRow, CasinoProviderRow } from './catalogue.repository.js';
import { isValidSignature } from './signature.js';

/**
 * What differs from one game provider to the next at our edge: how its calls are signed and
 * where its game page lives. The wallet rules (idempotency, rollbacks, one ledger entry per
 * transaction) never differ, so they stay in wallet.service.ts. A provider whose wire format
 * differs from ours gets an adapter plus routes that translate its calls into the same wallet
 * service calls; the built-in studio and aggregators that speak our protocol use this one.
 */
export interface ProviderAdapter {
  /** The value of `casino_providers.protocol` this adapter serves. */
  readonly protocol: string;
  /** 'missing' and 'invalid' are both refused (401); they differ only in the message. */
  checkSignature(rawBody: Buffer, headers: IncomingHttpHeaders, secret: string): 'ok' | 'missing' | 'invalid';
  /** The page the game screen opens: the provider's launch URL with the token and the game. */
  launchUrl(input: { provider: CasinoProviderRow; game: CasinoGameRow; token: string }): string;
}

function headerOf(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** Our own protocol (contract casino.ts): HMAC-SHA256 hex of the raw body in x-casino-signature. */
export const backlaySeamlessAdapter: ProviderAdapter = {
  protocol: 'backlay-seamless-v1',
  checkSignature(rawBody, headers, secret) {
    const signature = headerOf(headers, CASINO_SIGNATURE_HEADER);
    if (!signature) return 'missing';
    return isValidSignature(secret, rawBody, signature) ? 'ok' : 'invalid';
  },
  launchUrl({ provider, game, token }) {
    // Relative launch URLs (our own studio) stay relative so they open on the player's own host.
    const [template, existing] = provider.launchUrl.split('?', 2) as [string, string | undefined];
    // `{game}` in the path stands for the game's code: a studio with one page per game
    // (Backlay Originals: /originals/{game}).
    const path = template.replaceAll('{game}', encodeURIComponent(game.code));
    const params = new URLSearchParams(existing ?? '');
    params.set('provider', provider.code);
    params.set('game', game.code);
    params.set('token', token);
    params.set('currency', 'INR');
    return `${path}?${params.toString()}`;
  },
};

const ADAPTERS = new Map<string, ProviderAdapter>([[backlaySeamlessAdapter.protocol, backlaySeamlessAdapter]]);

/** The adapter of a provider's protocol; a provider with an unknown protocol cannot be used. */
export function adapterFor(protocol: string): ProviderAdapter | null {
  return ADAPTERS.get(protocol) ?? null;
}
