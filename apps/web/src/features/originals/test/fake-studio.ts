import { vi } from 'vitest';
import type { OriginalsFairness, OriginalsGameCode } from '@backlay/contract';
import {
  dragonTigerMultiplier,
  drawLottery,
  FairRandom,
  hashServerSeed,
  playDragonTiger,
  settleLotteryTicket,
  spinSlot,
  type DragonTigerBet,
} from '@backlay/domain';

/** The server seed of round `nonce` of seed family `family`: 64 hex digits. */
export const serverSeedOf = (family: number, nonce: number) =>
  `${family.toString(16).padStart(8, '0')}${nonce.toString(16).padStart(8, '0')}`.padEnd(64, 'c');

/** A seed family whose first Fruit Line spin (nonce 0, client seed `clientSeed`) wins or loses, as asked. */
export function slotFamily(wins: boolean, clientSeed = 'player-seed'): number {
  for (let family = 1; ; family++) {
    const spin = spinSlot(FairRandom.forRound({ serverSeed: serverSeedOf(family, 0), clientSeed, nonce: 0 }));
    if (spin.multiplier > 0 === wins) return family;
  }
}

interface Options {
  game: OriginalsGameCode;
  balance?: number;
  family?: number;
  clientSeed?: string;
  /** Answer the play with this error instead. */
  playError?: { status: number; message: string; code: string };
}

/**
 * The Originals game server as the game pages see it over fetch (the edge we do not own in a
 * web test): session, balance, the fairness commitment, and one play of each instant game,
 * each outcome computed by the domain code the real server plays with, from revealed seeds.
 */
export function stubStudio({ game, balance = 1000, family = 1, clientSeed = 'player-seed', playError }: Options) {
  const state = { balance, nonce: 0, clientSeed };
  const commitment = (): OriginalsFairness => ({
    serverSeedHash: hashServerSeed(serverSeedOf(family, state.nonce)),
    serverSeed: null,
    clientSeed: state.clientSeed,
    nonce: state.nonce,
  });
  const settle = (amount: number, multiplier: number) => {
    const seeds = { serverSeed: serverSeedOf(family, state.nonce), clientSeed: state.clientSeed, nonce: state.nonce };
    const payout = Math.round(amount * multiplier) / 100;
    state.balance = Math.round((state.balance - amount + payout) * 100) / 100;
    const fairness = { ...seeds, serverSeedHash: hashServerSeed(seeds.serverSeed) };
    state.nonce++;
    return {
      roundId: `r${fairness.nonce}`,
      stake: amount,
      multiplier: multiplier / 100,
      payout,
      balance: state.balance,
      fairness,
      next: commitment(),
    };
  };
  const random = () =>
    FairRandom.forRound({ serverSeed: serverSeedOf(family, state.nonce), clientSeed: state.clientSeed, nonce: state.nonce });
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
    switch (`${method} ${url.pathname}`) {
      case 'POST /api/originals/session':
        return json({ docs: { sessionToken: 's1', game, userName: 'player1', balance: state.balance, currency: 'INR' } });
      case 'GET /api/originals/balance':
        return json({ docs: { balance: state.balance, currency: 'INR' } });
      case 'GET /api/originals/fair':
        return json({ docs: commitment() });
      case 'PUT /api/originals/fair':
        state.clientSeed = String(body.clientSeed);
        return json({ docs: commitment() });
    }
    if (playError) return json(playError, playError.status);
    const amount = Number(body.amount);
    if (url.pathname === '/api/originals/fruit-line/spin') {
      const spin = spinSlot(random());
      return json({
        docs: { ...settle(amount, spin.multiplier), window: spin.window, lineWins: spin.lineWins.map(({ line, pay }) => ({ line, pay })) },
      });
    }
    if (url.pathname === '/api/originals/lotto-6-49/play') {
      const numbers = body.numbers as number[];
      const draw = drawLottery(random());
      const { matches, multiplier } = settleLotteryTicket(numbers, draw);
      return json({ docs: { ...settle(amount, multiplier), numbers, draw, matches } });
    }
    if (url.pathname === '/api/originals/dragon-tiger/play') {
      const bet = body.bet as DragonTigerBet;
      const hand = playDragonTiger(random());
      return json({ docs: { ...settle(amount, dragonTigerMultiplier(bet, hand.result)), bet, ...hand } });
    }
    throw new TypeError('fetch failed');
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, state };
}

/** The calls made to `path`, with their method, session header and JSON body. */
export function callsTo(fetchMock: ReturnType<typeof stubStudio>['fetchMock'], path: string) {
  return fetchMock.mock.calls
    .filter(([input]) => new URL(String(input), 'http://localhost').pathname === path)
    .map(([, init]) => ({
      method: init?.method ?? 'GET',
      session: (init?.headers as Record<string, string> | undefined)?.['x-originals-session'],
      body: init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined,
    }));
}
