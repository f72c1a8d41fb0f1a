import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { CASINO_LAUNCH_TOKEN_TTL_SECONDS, CASINO_MESSAGES } from '@backlay/contract';
import { sessions } from '../../src/db/schema/index.js';
import { checkLedger } from '../../src/modules/ledger/index.js';
import { recordLive } from '../betting/betting-helpers.js';
import { signedInChain, type SignedInChain } from '../ledger/helpers.js';
import { createTestApp, type TestApp } from '../test-app.js';
import {
  availablePaise,
  launch,
  newCasinoPlayer,
  newProvider,
  openSession,
  walletCall,
  type TestPlayer,
  type TestProvider,
} from './casino-helpers.js';

let t: TestApp;
let c: SignedInChain;
let provider: TestProvider;

beforeAll(async () => {
  t = await createTestApp();
  c = await signedInChain(t.db);
  provider = await newProvider(t);
});
afterAll(async () => t.close());

async function readyPlayer(paise = 1_000_00): Promise<{ player: TestPlayer; sessionId: string }> {
  const player = await newCasinoPlayer(t, c, paise);
  return { player, sessionId: await openSession(t, provider, player) };
}

let ids = 0;
const nextId = (p: string) => `${p}-${Date.now()}-${++ids}`;

async function entriesOf(reference: string): Promise<{ kind: string; n: number }[]> {
  const r = await t.db.execute(
    sql`select kind, count(*)::int as n from journal_entries where reference like ${reference} group by kind order by kind`,
  );
  return (r as unknown as { rows: { kind: string; n: number }[] }).rows.map((x) => ({ kind: x.kind, n: Number(x.n) }));
}

describe('signatures', () => {
  it('refuses a call without a signature, with a wrong one, or with a body changed after signing', async () => {
    const { player } = await readyPlayer();
    const body = { playerId: player.user.id };
    const missing = await walletCall(t, provider, 'balance', body, { signature: null });
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toMatchObject({ message: CASINO_MESSAGES.signatureMissing });

    const wrongKey = await walletCall(t, { ...provider, secret: 'not-the-secret' }, 'balance', body);
    expect(wrongKey.statusCode).toBe(401);
    expect(wrongKey.json()).toMatchObject({ message: CASINO_MESSAGES.signatureInvalid });

    const garbage = await walletCall(t, provider, 'balance', body, { signature: 'abc' });
    expect(garbage.statusCode).toBe(401);

    // Signed over one text, sent another that parses to the same object: the bytes count.
    const signedOver = JSON.stringify(body);
    const sent = JSON.stringify(body, null, 2);
    const { signBody } = await import('../../src/modules/casino/index.js');
    const reformatted = await walletCall(t, provider, 'balance', body, { raw: sent, signature: signBody(provider.secret, signedOver) });
    expect(reformatted.statusCode).toBe(401);

    const ok = await walletCall(t, provider, 'balance', body, { raw: sent });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ playerId: player.user.id, currency: 'INR', balance: 1000 });
  });

  it('refuses a signed debit with a bad signature before moving anything', async () => {
    const { player, sessionId } = await readyPlayer();
    const body = {
      playerId: player.user.id,
      sessionId,
      transactionId: nextId('d'),
      roundId: nextId('r'),
      gameId: provider.games.crash.code,
      amount: 10,
    };
    const res = await walletCall(t, provider, 'debit', body, { signature: '0'.repeat(64) });
    expect(res.statusCode).toBe(401);
    expect(await availablePaise(t, player.user)).toBe(1_000_00n);
  });

  it('answers 404 for an unknown provider, 403 for an inactive one, 400 for a body that is not JSON', async () => {
    const unknown = await walletCall(t, { code: 'nobody', secret: 'x' }, 'balance', {});
    expect(unknown.statusCode).toBe(404);
    const inactive = await newProvider(t, { active: false });
    const off = await walletCall(t, inactive, 'authenticate', { token: 'x' });
    expect(off.statusCode).toBe(403);
    expect(off.json()).toMatchObject({ message: CASINO_MESSAGES.providerInactive });
    const notJson = await walletCall(t, provider, 'balance', null, { raw: '{"playerId":' });
    expect(notJson.statusCode).toBe(400);
    const form = await walletCall(t, provider, 'balance', null, { raw: 'playerId=x', contentType: 'application/x-www-form-urlencoded' });
    expect(form.statusCode).toBe(415);
  });
});

describe('a provider switched off', () => {
  it('takes no new stake, but pays and refunds the rounds its players had already started', async () => {
    const own = await newProvider(t);
    const player = await newCasinoPlayer(t, c, 1_000_00);
    const sessionId = await openSession(t, own, player);
    const debitIn = (roundId: string, transactionId: string) =>
      walletCall(t, own, 'debit', { playerId: player.user.id, sessionId, transactionId, roundId, gameId: own.games.slot.code, amount: 100 });
    const [r1, d1, r2, d2] = [nextId('r'), nextId('d'), nextId('r'), nextId('d')];
    expect((await debitIn(r1, d1)).statusCode).toBe(200);
    expect((await debitIn(r2, d2)).statusCode).toBe(200);
    await t.db.execute(sql`update casino_providers set active = false where code = ${own.code}`);

    const refused = await debitIn(nextId('r'), nextId('d'));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: CASINO_MESSAGES.providerInactive });
    expect(await availablePaise(t, player.user)).toBe(800_00n);

    const win = await walletCall(t, own, 'credit', { playerId: player.user.id, transactionId: nextId('c'), roundId: r1, amount: 250 });
    expect(win.statusCode, win.body).toBe(200);
    const refund = await walletCall(t, own, 'rollback', {
      playerId: player.user.id,
      transactionId: nextId('rb'),
      roundId: r2,
      referenceTransactionId: d2,
    });
    expect(refund.statusCode, refund.body).toBe(200);
    const bal = await walletCall(t, own, 'balance', { playerId: player.user.id });
    expect(bal.json()).toMatchObject({ balance: 1150 });
    expect(await availablePaise(t, player.user)).toBe(1_150_00n);
    expect((await checkLedger(t.db)).ok).toBe(true);
  });
});

describe('launch and authenticate', () => {
  it('answers a launch URL with a short-lived token that the provider exchanges for the player', async () => {
    const player = await newCasinoPlayer(t, c, 500_00);
    const res = await launch(t, player.token, provider.games.slot.id);
    expect(res.statusCode).toBe(200);
    const { docs } = res.json() as { docs: { launchUrl: string; token: string; expiresAt: string } };
    const url = new URL(docs.launchUrl);
    expect(url.origin + url.pathname).toBe('https://games.example.test/play');
    expect(url.searchParams.get('token')).toBe(docs.token);
    expect(url.searchParams.get('game')).toBe(provider.games.slot.code);

    const auth = await walletCall(t, provider, 'authenticate', { token: docs.token });
    expect(auth.statusCode).toBe(200);
    expect(auth.json()).toMatchObject({ playerId: player.user.id, userName: player.user.userName, currency: 'INR', balance: 500 });
    // Another provider cannot use the token.
    const other = await newProvider(t);
    expect((await walletCall(t, other, 'authenticate', { token: docs.token })).statusCode).toBe(401);
  });

  it('refuses a token after it expired, and launches for players only', async () => {
    const player = await newCasinoPlayer(t, c, 0);
    const res = await launch(t, player.token, provider.games.crash.id);
    const { token } = (res.json() as { docs: { token: string } }).docs;
    t.clock.advance((CASINO_LAUNCH_TOKEN_TTL_SECONDS + 1) * 1000);
    const late = await walletCall(t, provider, 'authenticate', { token });
    expect(late.statusCode).toBe(401);
    expect(late.json()).toMatchObject({ message: CASINO_MESSAGES.tokenInvalid });

    const staff = await t.app.inject({
      method: 'POST',
      url: '/api/user/casino/launch',
      headers: { authorization: `Bearer ${c.tokens.branch}` },
      payload: { gameId: provider.games.crash.id },
    });
    expect(staff.statusCode).toBe(403);
    expect((await launch(t, player.token, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });
});

describe('debit, credit, rollback', () => {
  it('takes a bet and pays a win, each one ledger entry, and tells the player', async () => {
    const sent = recordLive(t.app.ctx);
    const { player, sessionId } = await readyPlayer(1_000_00);
    const roundId = nextId('r');
    const base = { playerId: player.user.id, roundId };
    const bet = await walletCall(t, provider, 'debit', {
      ...base,
      sessionId,
      transactionId: nextId('d'),
      gameId: provider.games.crash.code,
      amount: 250.5,
      currency: 'INR',
    });
    expect(bet.statusCode, bet.body).toBe(200);
    expect(bet.json()).toMatchObject({ balance: 749.5, moved: true });
    const win = await walletCall(t, provider, 'credit', { ...base, transactionId: nextId('c'), amount: 501 });
    expect(win.statusCode, win.body).toBe(200);
    expect(win.json()).toMatchObject({ balance: 1250.5, moved: true });
    expect(await availablePaise(t, player.user)).toBe(1_250_50n);

    const events = sent.filter((m) => m.to === `user:${player.user.id}`).map((m) => m.event as string);
    expect(events).toEqual(['getOpenBetCasinoUpdates', 'getPtsUpdates', 'getOpenBetCasinoResultUpdates', 'getPtsUpdates']);
    const [entries] = [await entriesOf('casinoRound:%')];
    expect(entries.map((e) => e.kind)).toEqual(expect.arrayContaining(['casino_credit', 'casino_debit']));
    expect((await checkLedger(t.db)).ok).toBe(true);
  });

  it('answers a repeated transaction id with the first answer and moves points once; other details are refused', async () => {
    const { player, sessionId } = await readyPlayer(1_000_00);
    const body = {
      playerId: player.user.id,
      sessionId,
      transactionId: nextId('d'),
      roundId: nextId('r'),
      gameId: provider.games.crash.code,
      amount: 100,
    };
    const first = await walletCall(t, provider, 'debit', body);
    expect(first.statusCode).toBe(200);
    const again = await walletCall(t, provider, 'debit', body);
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe(first.body);
    expect(await availablePaise(t, player.user)).toBe(900_00n);

    const otherAmount = await walletCall(t, provider, 'debit', { ...body, amount: 101 });
    expect(otherAmount.statusCode).toBe(409);
    expect(otherAmount.json()).toMatchObject({ message: CASINO_MESSAGES.transactionMismatch });
    const asCredit = await walletCall(t, provider, 'credit', {
      playerId: player.user.id,
      transactionId: body.transactionId,
      roundId: body.roundId,
      amount: 100,
    });
    expect(asCredit.statusCode).toBe(409);
    expect(await availablePaise(t, player.user)).toBe(900_00n);
  });

  it('remembers a rollback that arrives before its bet and refuses the late bet', async () => {
    const { player, sessionId } = await readyPlayer(1_000_00);
    const debitId = nextId('d');
    const roundId = nextId('r');
    const rb = await walletCall(t, provider, 'rollback', {
      playerId: player.user.id,
      transactionId: nextId('rb'),
      roundId,
      referenceTransactionId: debitId,
    });
    expect(rb.statusCode).toBe(200);
    expect(rb.json()).toMatchObject({ moved: false, balance: 1000 });
    const late = await walletCall(t, provider, 'debit', {
      playerId: player.user.id,
      sessionId,
      transactionId: debitId,
      roundId,
      gameId: provider.games.crash.code,
      amount: 50,
    });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ message: CASINO_MESSAGES.debitRolledBack });
    expect(await availablePaise(t, player.user)).toBe(1_000_00n);
  });

  it('refunds a rolled-back bet once, and refuses a rollback once the round has a credit', async () => {
    const { player, sessionId } = await readyPlayer(1_000_00);
    const play = (transactionId: string, roundId: string, amount: number) =>
      walletCall(t, provider, 'debit', {
        playerId: player.user.id,
        sessionId,
        transactionId,
        roundId,
        gameId: provider.games.slot.code,
        amount,
      });
    const r1 = nextId('r');
    const d1 = nextId('d');
    expect((await play(d1, r1, 40)).statusCode).toBe(200);
    const rb = { playerId: player.user.id, transactionId: nextId('rb'), roundId: r1, referenceTransactionId: d1 };
    const refunded = await walletCall(t, provider, 'rollback', rb);
    expect(refunded.json()).toMatchObject({ moved: true, balance: 1000 });
    // The same debit rolled back again under another id moves nothing more.
    const twice = await walletCall(t, provider, 'rollback', { ...rb, transactionId: nextId('rb') });
    expect(twice.json()).toMatchObject({ moved: false, balance: 1000 });
    // A credit for a round whose only bet was rolled back is refused.
    const lateWin = await walletCall(t, provider, 'credit', {
      playerId: player.user.id,
      transactionId: nextId('c'),
      roundId: r1,
      amount: 80,
    });
    expect(lateWin.statusCode).toBe(409);

    const r2 = nextId('r');
    const d2 = nextId('d');
    expect((await play(d2, r2, 40)).statusCode).toBe(200);
    expect(
      (await walletCall(t, provider, 'credit', { playerId: player.user.id, transactionId: nextId('c'), roundId: r2, amount: 0 }))
        .statusCode,
    ).toBe(200);
    const tooLate = await walletCall(t, provider, 'rollback', {
      playerId: player.user.id,
      transactionId: nextId('rb'),
      roundId: r2,
      referenceTransactionId: d2,
    });
    expect(tooLate.statusCode).toBe(409);
    expect(tooLate.json()).toMatchObject({ message: CASINO_MESSAGES.rollbackAfterCredit });
    expect(await availablePaise(t, player.user)).toBe(960_00n);
    expect((await checkLedger(t.db)).ok).toBe(true);
  });

  it('refuses a bet over the available points with a clear error and moves nothing', async () => {
    const { player, sessionId } = await readyPlayer(100_00);
    const res = await walletCall(t, provider, 'debit', {
      playerId: player.user.id,
      sessionId,
      transactionId: nextId('d'),
      roundId: nextId('r'),
      gameId: provider.games.crash.code,
      amount: 100.01,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: CASINO_MESSAGES.insufficientPoints });
    expect(await availablePaise(t, player.user)).toBe(100_00n);
    const all = await walletCall(t, provider, 'debit', {
      playerId: player.user.id,
      sessionId,
      transactionId: nextId('d'),
      roundId: nextId('r'),
      gameId: provider.games.crash.code,
      amount: 100,
    });
    expect(all.json()).toMatchObject({ balance: 0 });
  });

  it('refuses bets after the player logged out, a credit for an unknown round, and bad amounts', async () => {
    const { player, sessionId } = await readyPlayer(100_00);
    const bet = { playerId: player.user.id, sessionId, roundId: nextId('r'), gameId: provider.games.crash.code, amount: 1 };
    expect((await walletCall(t, provider, 'debit', { ...bet, transactionId: nextId('d'), amount: 0 })).statusCode).toBe(400);
    expect((await walletCall(t, provider, 'debit', { ...bet, transactionId: nextId('d'), amount: 1.001 })).statusCode).toBe(400);
    expect((await walletCall(t, provider, 'debit', { ...bet, transactionId: nextId('d'), currency: 'USD' })).statusCode).toBe(400);
    expect((await walletCall(t, provider, 'debit', { ...bet, transactionId: nextId('d'), gameId: 'nope' })).statusCode).toBe(404);

    const unknownRound = await walletCall(t, provider, 'credit', {
      playerId: player.user.id,
      transactionId: nextId('c'),
      roundId: nextId('r'),
      amount: 5,
    });
    expect(unknownRound.statusCode).toBe(404);
    expect(unknownRound.json()).toMatchObject({ message: CASINO_MESSAGES.roundNotFound });

    await t.db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.userId, player.user.id));
    const afterLogout = await walletCall(t, provider, 'debit', { ...bet, transactionId: nextId('d') });
    expect(afterLogout.statusCode).toBe(403);
    expect(afterLogout.json()).toMatchObject({ message: CASINO_MESSAGES.sessionInvalid });
    expect(await availablePaise(t, player.user)).toBe(100_00n);
  });
});

describe('concurrent calls', () => {
  it('moves a transaction id once and never overdraws, however many calls arrive at once', async () => {
    const { player, sessionId } = await readyPlayer(100_00);
    const bet = (transactionId: string) =>
      walletCall(t, provider, 'debit', {
        playerId: player.user.id,
        sessionId,
        transactionId,
        roundId: nextId('r'),
        gameId: provider.games.crash.code,
        amount: 30,
      });
    const sameId = nextId('d');
    const sameRound = nextId('r');
    const repeats = await Promise.all(
      Array.from({ length: 6 }, () =>
        walletCall(t, provider, 'debit', {
          playerId: player.user.id,
          sessionId,
          transactionId: sameId,
          roundId: sameRound,
          gameId: provider.games.crash.code,
          amount: 30,
        }),
      ),
    );
    expect(repeats.map((r) => r.statusCode)).toEqual(Array(6).fill(200));
    expect(new Set(repeats.map((r) => r.body)).size).toBe(1);
    expect(await availablePaise(t, player.user)).toBe(70_00n);

    const many = await Promise.all(Array.from({ length: 6 }, () => bet(nextId('d'))));
    expect(many.filter((r) => r.statusCode === 200)).toHaveLength(2);
    expect(many.filter((r) => r.statusCode === 400)).toHaveLength(4);
    expect(await availablePaise(t, player.user)).toBe(10_00n);
    expect((await checkLedger(t.db)).ok).toBe(true);
  });
});
