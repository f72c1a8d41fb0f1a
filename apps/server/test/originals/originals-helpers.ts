import type { LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import { ORIGINALS_SESSION_HEADER, type CrashState, type OriginalsGameCode } from '@backlay/contract';
import { crashPointOf, crashTimeMs, FairRandom } from '@backlay/domain';
import { installOriginalsStudio } from '../../src/db/seed/originals-studio.js';
import { casinoGames, originalsRounds } from '../../src/db/schema/index.js';
import { launch, type TestPlayer } from '../casino/casino-helpers.js';
import type { TestApp } from '../test-app.js';

/** Helpers of the Originals game server tests: the studio as seeded, a launched game page, the crash clock. */

export const BETTING_MS = 5_000;
export const PAUSE_MS = 2_000;
export const ORIGINALS_ENV = { ORIGINALS_BETTING_MS: String(BETTING_MS), ORIGINALS_PAUSE_MS: String(PAUSE_MS) };

export async function installStudio(t: TestApp): Promise<Record<OriginalsGameCode, string>> {
  await t.db.transaction((tx) => installOriginalsStudio(tx, t.clock.now()));
  const rows = await t.db.select({ id: casinoGames.id, code: casinoGames.code }).from(casinoGames);
  return Object.fromEntries(rows.map((r) => [r.code, r.id])) as Record<OriginalsGameCode, string>;
}

/** What the game page does: the site's launch call, then the token exchanged for a game session. */
export async function openGame(
  t: TestApp,
  player: TestPlayer,
  gameIds: Record<OriginalsGameCode, string>,
  game: OriginalsGameCode,
): Promise<string> {
  const res = await launch(t, player.token, gameIds[game]);
  if (res.statusCode !== 200) throw new Error(`launch failed: ${res.statusCode} ${res.body}`);
  const { launchUrl, token } = (res.json() as { docs: { launchUrl: string; token: string } }).docs;
  if (!launchUrl.startsWith(`/originals/${game}?`)) throw new Error(`unexpected launch URL ${launchUrl}`);
  const session = await t.app.inject({ method: 'POST', url: '/api/originals/session', payload: { token, game } });
  if (session.statusCode !== 200) throw new Error(`session failed: ${session.statusCode} ${session.body}`);
  return (session.json() as { docs: { sessionToken: string } }).docs.sessionToken;
}

export function gameCall(
  t: TestApp,
  session: string | null,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: unknown,
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method,
    url,
    headers: session ? { [ORIGINALS_SESSION_HEADER]: session } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

/** The crash round as any process tells it (from the table and the clock). */
export async function crashState(t: TestApp): Promise<CrashState> {
  const state = await t.app.originals.crashTable.state();
  if (!state) throw new Error('no crash round yet');
  return state;
}

/** The crash point of the current round, from the secret seed only the server holds. */
export async function secretCrashPoint(t: TestApp): Promise<number> {
  const [row] = await t.db
    .select()
    .from(originalsRounds)
    .where(eq(originalsRounds.id, (await crashState(t)).roundId));
  return crashPointOf(FairRandom.forRound({ serverSeed: row!.secretSeed, clientSeed: row!.clientSeed, nonce: row!.nonce }));
}

/** Moves the clock to `at` (server epoch ms) and steps the game there. */
export async function stepTo(t: TestApp, at: number): Promise<void> {
  const now = t.clock.now().getTime();
  if (at > now) t.clock.advance(at - now);
  await t.app.originals.crash.step();
}

/** Plays rounds out (no bets) until a round in its betting window crashes at `min` hundredths or more. */
export async function roundCrashingAtLeast(t: TestApp, min: number): Promise<{ crashPoint: number; state: CrashState }> {
  if (!(await t.app.originals.crashTable.round())) await t.app.originals.crash.step();
  for (let i = 0; i < 500; i++) {
    const state = await crashState(t);
    const crashPoint = await secretCrashPoint(t);
    if (state.phase === 'betting' && crashPoint >= min) return { crashPoint, state };
    await finishRound(t);
  }
  throw new Error('no round crashed high enough');
}

/** Steps the current round through its flight and crash, and into the next round's betting window. */
export async function finishRound(t: TestApp): Promise<void> {
  const state = await crashState(t);
  const crashPoint = await secretCrashPoint(t);
  await stepTo(t, state.flightStartsAt);
  await stepTo(t, state.flightStartsAt + crashTimeMs(crashPoint));
  await stepTo(t, t.clock.now().getTime() + PAUSE_MS);
}
