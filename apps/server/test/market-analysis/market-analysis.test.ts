import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { MARKET_ANALYSIS_MESSAGES, type MarketBookAnalysis } from '@backlay/contract';
import type { UserRow } from '../../src/lib/context.js';
import { newUser } from '../factories.js';
import { signIn, signedInChain, type SignedInChain } from '../ledger/helpers.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { credit, openMarket, type OpenMarket } from '../betting/betting-helpers.js';
import { bet, newPlayer, setPartnerships } from '../settlement/settlement-helpers.js';

/**
 * Market Analysis on the real database: each staff member sees the downline's open bets on a
 * market weighted by its OWN partnership recorded on each bet, a staff member outside the
 * downline sees nothing, and players are refused.
 *
 * Partnerships: whiteLabel 20%, admin 10%, master 30%, agent 10%; the house keeps 30%.
 */

let t: TestApp;
let c: SignedInChain;
let team: OpenMarket;
let session: OpenMarket;
let player: { user: UserRow; token: string };
let directPlayer: { user: UserRow; token: string };
let otherMaster: { user: UserRow; token: string };

function analysis(token: string, role: string, url: string): Promise<LightMyRequestResponse> {
  return t.app.inject({ method: 'GET', url: `/api/${role}/market-analysis${url}`, headers: { authorization: `Bearer ${token}` } });
}

async function book(token: string, role: string, marketId: string): Promise<MarketBookAnalysis> {
  const res = await analysis(token, role, `/book?marketId=${encodeURIComponent(marketId)}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { docs: MarketBookAnalysis }).docs;
}

beforeAll(async () => {
  t = await createTestApp();
  c = await signedInChain(t.db);
  await setPartnerships(t, c, { whiteLabel: 2_000, admin: 1_000, master: 3_000, agent: 1_000 });
  team = await openMarket(t, { type: 'betfair' });
  session = await openMarket(t, { type: 'session' });
  player = await newPlayer(t, c);
  // Back 100 at 1.85 on the first runner: the player wins 85 if it wins, loses 100 otherwise.
  await bet(t, player.token, team, { side: 'BACK', odd: 1.85, stake: 100 });
  // Yes at 46 for 100 at evens: wins 100 from 46 runs up, loses 100 below.
  await bet(t, player.token, session, { side: 'BACK', odd: 100, run: 46, stake: 100 });

  // A player directly below the master: its own row in the master's breakdown, no agent share.
  const direct = await newUser(t.db, { role: 'user', parent: c.master });
  await credit(t, direct, 1_000_00);
  directPlayer = { user: direct, token: await signIn(t.db, direct) };

  const sibling = await newUser(t.db, { role: 'master', parent: c.superMaster });
  otherMaster = { user: sibling, token: await signIn(t.db, sibling) };
});
afterAll(async () => t.close());

describe('market analysis', () => {
  it('lists the markets with open bets in the downline', async () => {
    const res = await analysis(c.tokens.master, 'master', '');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { docs: { marketId: string; bets: number; players: number; totalMatched: number }[]; totalDocs: number };
    expect(body.totalDocs).toBe(2);
    const row = body.docs.find((d) => d.marketId === team.market.id);
    expect(row).toMatchObject({ bets: 1, players: 1, totalMatched: 100 });
    // Searching by market name narrows the list.
    const searched = (await analysis(c.tokens.master, 'master', '?search=over%20runs')).json() as { docs: { marketId: string }[] };
    expect(searched.docs.map((d) => d.marketId)).toEqual([session.market.id]);
  });

  it("shows a master its own 30% of a player's bet on each runner", async () => {
    const a = await book(c.tokens.master, 'master', team.market.id);
    expect(a.outcomes.map((o) => o.key)).toEqual(team.runners.map((r) => r.id));
    expect(a.total).toMatchObject({ bets: 1, players: 1, totalMatched: 100, playersPnl: [85, -100], yours: [-25.5, 30], yourWorst: -25.5 });
    expect(a.yourSharePercents).toEqual([30]);
    expect(a.downline).toHaveLength(1);
    expect(a.downline[0]).toMatchObject({ userId: c.agent.id, userName: c.agent.userName, userType: 'agent', yours: [-25.5, 30] });
  });

  it('shows an agent only its own 10%', async () => {
    const a = await book(c.tokens.agent, 'agent', team.market.id);
    expect(a.total.yours).toEqual([-8.5, 10]);
    expect(a.yourSharePercents).toEqual([10]);
    expect(a.downline[0]).toMatchObject({ userId: c.branch.id });
  });

  it('splits a session market per score band', async () => {
    const a = await book(c.tokens.master, 'master', session.market.id);
    expect(a.outcomes.map((o) => [o.fromRun, o.toRun, o.label])).toEqual([
      [0, 45, '0-45'],
      [46, null, '46+'],
    ]);
    expect(a.total.playersPnl).toEqual([-100, 100]);
    expect(a.total.yours).toEqual([30, -30]);
  });

  it('gives the administrator the house part, and all parts add up to the players negated book', async () => {
    const admin = await book(c.tokens.administrator, 'administrator', team.market.id);
    expect(admin.total.yours).toEqual([-25.5, 30]);
    // The house keeps what the chain does not: 100 - (20 + 10 + 30 + 10).
    expect(admin.yourSharePercents).toEqual([30]);
    let sum = [0, 0];
    for (const [key, bps] of [
      ['whiteLabel', 2_000],
      ['admin', 1_000],
      ['master', 3_000],
      ['agent', 1_000],
    ] as const) {
      const a = await book(c.tokens[key], key, team.market.id);
      expect(a.total.yours).toEqual(a.total.playersPnl.map((p) => -(p * bps) / 10_000));
      sum = sum.map((s, i) => s + a.total.yours[i]!);
    }
    sum = sum.map((s, i) => s + admin.total.yours[i]!);
    expect(sum).toEqual(admin.total.playersPnl.map((p) => -p));
  });

  it('adds a later bet of a player directly below as its own row', async () => {
    await bet(t, directPlayer.token, team, { runner: 1, side: 'BACK', odd: 2.05, stake: 200 });
    const a = await book(c.tokens.master, 'master', team.market.id);
    expect(a.total).toMatchObject({ bets: 2, players: 2, totalMatched: 300 });
    const direct = a.downline.find((d) => d.userId === directPlayer.user.id);
    // Back 200 at 2.05 on the second runner: +210 if it wins, -200 otherwise; 30% of the other side.
    expect(direct).toMatchObject({ userType: 'user', playersPnl: [-200, 210], yours: [60, -63] });
    expect(a.total.yours).toEqual([-25.5 + 60, 30 - 63]);
    // Biggest risk first.
    expect(a.downline[0]!.userId).toBe(directPlayer.user.id);
  });

  it('shows a staff member outside the downline nothing', async () => {
    const list = (await analysis(otherMaster.token, 'master', '')).json() as { docs: unknown[]; totalDocs: number };
    expect(list).toMatchObject({ docs: [], totalDocs: 0 });
    const a = await book(otherMaster.token, 'master', team.market.id);
    expect(a.total).toMatchObject({ bets: 0, players: 0, totalMatched: 0, yours: [0, 0], playersPnl: [0, 0], yourWorst: 0 });
    expect(a.downline).toEqual([]);
    expect(a.yourSharePercents).toEqual([]);
  });

  it('refuses players and a role path that is not the caller’s, and answers 404 for an unknown market', async () => {
    expect((await analysis(player.token, 'user', '')).statusCode).toBe(403);
    expect((await analysis(player.token, 'user', `/book?marketId=${team.market.id}`)).statusCode).toBe(403);
    expect((await analysis(c.tokens.agent, 'master', '')).statusCode).toBe(403);
    const res = await analysis(c.tokens.master, 'master', '/book?marketId=no-such-market');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: MARKET_ANALYSIS_MESSAGES.marketNotFound });
  });
});
