import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CasinoRound, PlReport, Reconciliation } from '@backlay/contract';
import { recordLive } from '../betting/betting-helpers.js';
import { signedInChain, type SignedInChain } from '../ledger/helpers.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { get, newCasinoPlayer, newProvider, openSession, walletCall, type TestPlayer, type TestProvider } from './casino-helpers.js';

let t: TestApp;
let c: SignedInChain;
let provider: TestProvider;
let player: TestPlayer;
let sent: ReturnType<typeof recordLive>;

/** Three rounds: open (one bet), settled (bet 100, win 250), cancelled (bet rolled back). */
beforeAll(async () => {
  t = await createTestApp();
  sent = recordLive(t.app.ctx);
  c = await signedInChain(t.db);
  provider = await newProvider(t, { name: 'Recon Studio' });
  player = await newCasinoPlayer(t, c, 1_000_00);
  const sessionId = await openSession(t, provider, player);
  const call = async (kind: 'debit' | 'credit' | 'rollback', body: Record<string, unknown>) => {
    const res = await walletCall(t, provider, kind, { playerId: player.user.id, ...body });
    expect(res.statusCode, res.body).toBe(200);
    t.clock.advance(1_000);
  };
  const bet = (transactionId: string, roundId: string, amount: number, gameType: 'crash' | 'slot' = 'crash') =>
    call('debit', { sessionId, transactionId, roundId, gameId: provider.games[gameType].code, amount });
  await bet('open-d', 'open-r', 30);
  await bet('won-d', 'won-r', 100, 'slot');
  await call('credit', { transactionId: 'won-c', roundId: 'won-r', amount: 250 });
  await bet('void-d', 'void-r', 20);
  await call('rollback', { transactionId: 'void-rb', roundId: 'void-r', referenceTransactionId: 'void-d' });
});
afterAll(async () => t.close());

type Page = { docs: CasinoRound[]; totalDocs: number };

describe('casino open bets', () => {
  it('lists the open round with its bet for the player and for its uplines', async () => {
    const mine = (await get(t, player.token, '/api/user/casino/openBet')).json() as Page;
    expect(mine.totalDocs).toBe(1);
    expect(mine.docs[0]).toMatchObject({ roundId: 'open-r', status: 'open', stake: 30, win: 0, pnl: null, providerName: 'Recon Studio' });
    expect(mine.docs[0]!.transactions.map((x) => [x.type, x.transactionId, x.amount])).toEqual([['debit', 'open-d', 30]]);
    expect(mine.docs[0]!.user).toBeUndefined();

    const branch = (await get(t, c.tokens.branch, `/api/branch/user/casino/openBet?userId=${player.user.id}`)).json() as Page;
    expect(branch.docs.map((r) => r.roundId)).toEqual(['open-r']);
    expect(branch.docs[0]!.user).toEqual({ _id: player.user.id, userName: player.user.userName });
    // A staff member outside the player's upline is refused its rounds, and sees none in its own list.
    const stranger = await signedInChain(t.db);
    expect((await get(t, stranger.tokens.branch, `/api/branch/user/casino/openBet?userId=${player.user.id}`)).statusCode).toBe(403);
    const none = (await get(t, stranger.tokens.branch, '/api/branch/user/casino/openBet')).json() as Page;
    expect(none.totalDocs).toBe(0);
    expect((await get(t, c.tokens.branch, '/api/user/casino/openBet')).statusCode).toBe(403);
  });

  it('lists settled and cancelled rounds in the history, with totals', async () => {
    const history = (await get(t, player.token, '/api/user/casino/openBet/history')).json() as Page;
    expect(history.docs.map((r) => [r.roundId, r.status, r.stake, r.win, r.pnl])).toEqual([
      ['void-r', 'cancelled', 0, 0, 0],
      ['won-r', 'settled', 100, 250, 150],
    ]);
    expect(history.docs[0]!.transactions.map((x) => x.type)).toEqual(['debit', 'rollback']);
    const settledOnly = (await get(t, player.token, '/api/user/casino/openBet/history?status=settled&gameType=slot')).json() as Page;
    expect(settledOnly.docs.map((r) => r.roundId)).toEqual(['won-r']);
    const totals = await get(t, player.token, '/api/user/casino/openBet/history/details');
    expect(totals.json()).toMatchObject({ docs: { totalStake: 100, totalWin: 250, totalPnl: 150, totalRounds: 2 } });
    const upline = await get(t, c.tokens.agent, '/api/agent/user/casino/openBet/history/details');
    expect(upline.json()).toMatchObject({ docs: { totalRounds: 2 } });
  });

  it('told the player each change after it committed', () => {
    const mine = sent.filter((m) => m.to === `user:${player.user.id}`);
    const casino = mine.filter((m) => (m.event as string).startsWith('getOpenBetCasino'));
    expect(casino.map((m) => [m.event, (m.payload as CasinoRound).roundId, (m.payload as CasinoRound).status])).toEqual([
      ['getOpenBetCasinoUpdates', 'open-r', 'open'],
      ['getOpenBetCasinoUpdates', 'won-r', 'open'],
      ['getOpenBetCasinoResultUpdates', 'won-r', 'settled'],
      ['getOpenBetCasinoUpdates', 'void-r', 'open'],
      ['getOpenBetCasinoResultUpdates', 'void-r', 'cancelled'],
    ]);
    const lastPts = mine.filter((m) => m.event === 'getPtsUpdates').at(-1)!.payload as { availablePts: number };
    expect(lastPts.availablePts).toBe(1_000 - 30 - 100 + 250);
  });
});

describe('reconciliation', () => {
  it('sums debits, credits and rollbacks per provider and per round for the administrator and the white label', async () => {
    for (const role of ['administrator', 'whiteLabel'] as const) {
      const res = await get(t, c.tokens[role], `/api/${role}/casino/reconciliation?providerId=${provider.id}`);
      expect(res.statusCode, res.body).toBe(200);
      const { docs, totalDocs } = res.json() as { docs: Reconciliation; totalDocs: number };
      expect(docs.providers).toEqual([
        {
          providerId: provider.id,
          providerCode: provider.code,
          providerName: 'Recon Studio',
          rounds: 3,
          debits: 150,
          credits: 250,
          rollbacks: 20,
          net: 150 - 250 - 20,
          transactions: 5,
        },
      ]);
      expect(totalDocs).toBe(3);
      const byRound = Object.fromEntries(docs.rounds.map((r) => [r.roundId, [r.status, r.debits, r.credits, r.rollbacks, r.net]]));
      expect(byRound).toEqual({
        'open-r': ['open', 30, 0, 0, 30],
        'won-r': ['settled', 100, 250, 0, -150],
        'void-r': ['cancelled', 20, 0, 20, 0],
      });
    }
    const one = (await get(t, c.tokens.administrator, `/api/administrator/casino/reconciliation?roundId=won-r`)).json() as {
      docs: Reconciliation;
    };
    expect(one.docs.rounds.map((r) => r.roundId)).toEqual(['won-r']);
  });

  it('shows a white label only its own players, and no one below it', async () => {
    const other = await signedInChain(t.db);
    const res = await get(t, other.tokens.whiteLabel, `/api/whiteLabel/casino/reconciliation?providerId=${provider.id}`);
    expect((res.json() as { docs: Reconciliation }).docs.providers).toEqual([]);
    expect((await get(t, c.tokens.admin, '/api/admin/casino/reconciliation')).statusCode).toBe(403);
  });
});

describe('P/L report', () => {
  it('counts the settled rounds the wallet recorded, by game type; open and cancelled rounds not at all', async () => {
    const res = await get(t, player.token, '/api/user/game/report');
    expect(res.statusCode, res.body).toBe(200);
    const { casino, totals } = (res.json() as { docs: PlReport }).docs;
    // won-r: slot, stake 100, win 250. open-r (crash) is still open; void-r was rolled back.
    expect(casino).toEqual([{ gameCategory: 'slot', totalAmount: 100, totalWin: 150, totalLose: 0 }]);
    expect(totals.casinoPl).toBe(150);
    const upline = await get(t, c.tokens.branch, '/api/branch/game/report');
    expect((upline.json() as { docs: PlReport }).docs.casino).toEqual(casino);
  });
});
