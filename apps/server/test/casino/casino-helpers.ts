import { randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { CASINO_SIGNATURE_HEADER, type CasinoGameType } from '@backlay/contract';
import { casinoGames, casinoProviders } from '../../src/db/schema/index.js';
import type { UserRow } from '../../src/lib/context.js';
import { signBody } from '../../src/modules/casino/index.js';
import { walletSummary } from '../../src/modules/ledger/index.js';
import { credit } from '../betting/betting-helpers.js';
import { newUser, uniqueName } from '../factories.js';
import { signIn, type SignedInChain } from '../ledger/helpers.js';
import type { TestApp } from '../test-app.js';

/** Helpers of the casino tests: a provider with a game of each type, players, signed wallet calls. */

export interface TestProvider {
  id: string;
  code: string;
  secret: string;
  /** Game ids (catalogue `_id`) and codes by type. */
  games: Record<CasinoGameType, { id: string; code: string }>;
}

const TYPES: CasinoGameType[] = ['live', 'virtual', 'slot', 'crash', 'lottery'];

export async function newProvider(
  t: TestApp,
  opts: { name?: string; subProviderName?: string; active?: boolean; launchUrl?: string } = {},
): Promise<TestProvider> {
  const code = uniqueName('prov');
  const secret = randomBytes(32).toString('hex');
  const name = opts.name ?? `Provider ${code}`;
  const [p] = await t.db
    .insert(casinoProviders)
    .values({
      code,
      name,
      protocol: 'backlay-seamless-v1',
      secret,
      launchUrl: opts.launchUrl ?? 'https://games.example.test/play',
      active: opts.active ?? true,
    })
    .returning();
  const games = {} as TestProvider['games'];
  for (const [i, gameType] of TYPES.entries()) {
    const [g] = await t.db
      .insert(casinoGames)
      .values({
        providerId: p!.id,
        code: `${gameType}-${i}`,
        name: `${name} ${gameType}`,
        gameType,
        category: gameType,
        subProviderName: opts.subProviderName ?? name,
        sort: i,
      })
      .returning();
    games[gameType] = { id: g!.id, code: g!.code };
  }
  return { id: p!.id, code, secret, games };
}

export interface TestPlayer {
  user: UserRow;
  token: string;
}

export async function newCasinoPlayer(t: TestApp, c: SignedInChain, paise: number): Promise<TestPlayer> {
  const user = await newUser(t.db, { role: 'user', parent: c.branch });
  if (paise > 0) await credit(t, user, paise);
  return { user, token: await signIn(t.db, user) };
}

/** A wallet call as a provider sends it: the JSON text, signed (or not) with the secret. */
export function walletCall(
  t: TestApp,
  provider: Pick<TestProvider, 'code' | 'secret'>,
  call: 'authenticate' | 'balance' | 'debit' | 'credit' | 'rollback',
  body: unknown,
  opts: { signature?: string | null; raw?: string; contentType?: string } = {},
): Promise<LightMyRequestResponse> {
  const raw = opts.raw ?? JSON.stringify(body);
  const headers: Record<string, string> = { 'content-type': opts.contentType ?? 'application/json' };
  const signature = opts.signature === undefined ? signBody(provider.secret, raw) : opts.signature;
  if (signature !== null) headers[CASINO_SIGNATURE_HEADER] = signature;
  return t.app.inject({ method: 'POST', url: `/api/casino/wallet/${provider.code}/${call}`, headers, payload: raw });
}

export function launch(t: TestApp, token: string, gameId: string): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url: '/api/user/casino/launch',
    headers: { authorization: `Bearer ${token}` },
    payload: { gameId },
  });
}

/** Launches a game and has the provider exchange the token: answers the game session id. */
export async function openSession(
  t: TestApp,
  provider: TestProvider,
  player: TestPlayer,
  gameType: CasinoGameType = 'crash',
): Promise<string> {
  const res = await launch(t, player.token, provider.games[gameType].id);
  if (res.statusCode !== 200) throw new Error(`launch failed: ${res.statusCode} ${res.body}`);
  const { token } = (res.json() as { docs: { token: string } }).docs;
  const auth = await walletCall(t, provider, 'authenticate', { token });
  if (auth.statusCode !== 200) throw new Error(`authenticate failed: ${auth.statusCode} ${auth.body}`);
  return (auth.json() as { sessionId: string }).sessionId;
}

export async function availablePaise(t: TestApp, user: UserRow): Promise<bigint> {
  return (await walletSummary(t.db, user.id)).available;
}

export function get(t: TestApp, token: string, url: string): Promise<LightMyRequestResponse> {
  return t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
}
