import { describe, expect, it } from 'vitest';
import { EVENT_TYPE_IDS } from '@backlay/contract';
import { isExchangeTick } from '@backlay/domain';
import { CricketFixture } from '../../../src/modules/sports/feed/simulator/sports/cricket.js';
import { SoccerFixture } from '../../../src/modules/sports/feed/simulator/sports/soccer.js';
import type { FeedPrice } from '../../../src/modules/sports/feed/feed-source.js';
import { SIM_STEP_MS } from '../../../src/modules/sports/feed/simulator/simulator-feed.js';
import { HOUR, MINUTE, SIM_START, ofType, recordedFeed } from './feed-helpers.js';

/** Long runs only need the game, not a price every second. */
const SLOW_PRICES = { priceGapMs: [60_000, 120_000] as const };

describe('SimulatorFeed', () => {
  it('replays the same messages for the same seed and advance sequence, and others for another seed', () => {
    const run = (seed: number) => {
      const { feed, messages } = recordedFeed({ seed });
      for (const step of [1_000, 17_250, 60_000, 95_500]) feed.advance(SIM_START + step);
      return JSON.stringify(messages);
    };
    const first = run(11);
    expect(run(11)).toBe(first);
    expect(run(12)).not.toBe(first);
    expect(first.length).toBeGreaterThan(10_000);
  });

  it('starts with cricket and soccer in play and upcoming, and races to come', () => {
    const { messages, markets } = recordedFeed();
    const events = ofType(messages, 'event').map((r) => r.message.event);
    const open = events.filter((e) => e.status !== 'closed');
    for (const sport of [EVENT_TYPE_IDS.cricket, EVENT_TYPE_IDS.soccer]) {
      const live = open.filter((e) => e.eventTypeId === sport && e.status === 'inPlay');
      expect(live.length).toBeGreaterThan(0);
      expect(live.every((e) => e.openDate.getTime() < SIM_START)).toBe(true);
      const soon = open.filter((e) => e.eventTypeId === sport && e.status === 'upcoming' && e.openDate.getTime() < SIM_START + 6 * HOUR);
      expect(soon.length).toBeGreaterThan(0);
    }
    expect(open.filter((e) => e.eventTypeId === EVENT_TYPE_IDS.horseRacing && e.status === 'upcoming').length).toBeGreaterThanOrEqual(6);
    expect(open.some((e) => e.eventTypeId === EVENT_TYPE_IDS.politics)).toBe(true);
    expect(open.some((e) => e.eventTypeId === EVENT_TYPE_IDS.kabaddi)).toBe(true);
    expect(open.some((e) => e.eventTypeId === EVENT_TYPE_IDS.tennis)).toBe(true);
    for (const e of events) expect(e.id).toMatch(/^\d{9}$/);
    const cricket = open.find((e) => e.eventTypeId === EVENT_TYPE_IDS.cricket && e.status === 'upcoming');
    const names = [...markets.values()].filter((m) => m.eventId === cricket?.id).map((m) => m.name);
    expect(cricket?.name).toMatch(/^.+ v .+$/);
    expect(names).toEqual(expect.arrayContaining(['Match Odds', 'Bookmaker']));
    expect(names.some((n) => /^6 Over Runs [A-Z]+$/.test(n))).toBe(true);
    expect(names.some((n) => /^Fall of 1st Wkt [A-Z]+$/.test(n))).toBe(true);
    for (const m of markets.values()) {
      expect(m.id).toMatch(m.type === 'betfair' ? /^1\.2\d{11}$/ : /^[89]\.2\d{11}$/);
      for (const r of m.runners) expect(r.id).toMatch(/^\d+$/);
    }
    const soccer = [...markets.values()].find((m) => m.eventTypeId === EVENT_TYPE_IDS.soccer && m.name === 'Match Odds');
    expect(soccer?.runners.map((r) => r.name)).toContain('The Draw');
  });

  it('quotes valid ladders: exchange three deep on the tick ladder with back below lay, bookmaker and session as quoted', () => {
    const { feed, messages, markets } = recordedFeed();
    feed.advance(SIM_START + 2 * MINUTE);
    const prices = ofType(messages, 'price')
      .map((r) => r.message.price)
      .filter((p) => p.status === 'open');
    const perType = { betfair: 0, bookmaker: 0, session: 0 };
    // Collected rather than asserted one by one: there are tens of thousands of levels.
    const problems = new Set<string>();
    const check = (ok: boolean, problem: string) => {
      if (!ok) problems.add(problem);
    };
    const descending = (odds: number[]) => odds.every((o, i) => i === 0 || o < (odds[i - 1] as number));
    for (const price of prices) {
      const market = markets.get(price.marketId);
      if (!market) throw new Error(`price before market ${price.marketId}`);
      perType[market.type] += 1;
      check(Number.isInteger(price.totalMatchedPaise), 'matched not integer paise');
      for (const runner of price.runners) {
        for (const [odd, run] of [...runner.back, ...runner.lay]) {
          check(Number.isInteger(odd) && Number.isInteger(run) && run > 0, `${market.type}: odd ${odd} run ${run}`);
        }
        const bestBack: [number, number] = runner.back[0] ?? [0, 0];
        const bestLay: [number, number] = runner.lay[0] ?? [0, 0];
        if (market.type === 'betfair') {
          check(runner.back.length === 3 && runner.lay.length === 3, 'exchange ladder not three deep');
          for (const [odd] of [...runner.back, ...runner.lay]) check(isExchangeTick(odd), `off the tick ladder: ${odd}`);
          check(bestBack[0] < bestLay[0], `back ${bestBack[0]} not below lay ${bestLay[0]}`);
          check(descending(runner.back.map(([o]) => o)) && descending(runner.lay.map(([o]) => -o)), 'ladder out of order');
        } else if (market.type === 'bookmaker') {
          check(runner.back.length === 1 && bestBack[0] < bestLay[0], `bookmaker ${bestBack[0]}/${bestLay[0]}`);
        } else {
          // Session: No (lay) at the line at 100; Yes (back) one run above at 100, or on the line at 90.
          const gap = bestBack[1] - bestLay[1];
          check(
            bestLay[0] === 100 && ((gap === 1 && bestBack[0] === 100) || (gap === 0 && bestBack[0] === 90)),
            `session ${JSON.stringify(runner)}`,
          );
        }
      }
    }
    expect([...problems]).toEqual([]);
    expect(perType.betfair).toBeGreaterThan(500);
    expect(perType.bookmaker).toBeGreaterThan(10);
    expect(perType.session).toBeGreaterThan(50);
    // At real pace every open market is re-priced every 0.5-3 s: 40+ times in two minutes.
    const matchOdds = prices.find((p) => markets.get(p.marketId)?.name === 'Match Odds');
    const updates = ofType(messages, 'price').filter((r) => r.message.price.marketId === matchOdds?.marketId);
    expect(updates.length).toBeGreaterThanOrEqual(40);
    expect(updates.length).toBeLessThanOrEqual(240);
  });

  it('prices each bookmaker from its match odds: it moves with them and never offers an arbitrage against them', () => {
    const { feed, messages, markets } = recordedFeed();
    const last = new Map<string, FeedPrice>();
    const pairs = () => {
      const all = [...markets.values()];
      return all
        .filter((m) => m.type === 'bookmaker')
        .map((bm) => ({ bm, mo: all.find((m) => m.eventId === bm.eventId && m.name === 'Match Odds') }));
    };
    const problems = new Set<string>();
    let compared = 0;
    let moves = 0;
    let seen = 0;
    for (let t = SIM_START; t <= SIM_START + 10 * MINUTE; t += SIM_STEP_MS) {
      feed.advance(t);
      const repriced = new Set<string>();
      for (const { message } of messages.slice(seen)) {
        if (message.type !== 'price') continue;
        const before = last.get(message.price.marketId);
        const ladders = (p: FeedPrice | undefined) => JSON.stringify(p?.runners.map((r) => [r.back[0], r.lay[0]]));
        if (before?.status === 'open' && message.price.status === 'open' && ladders(before) !== ladders(message.price)) {
          repriced.add(message.price.marketId);
        }
        last.set(message.price.marketId, message.price);
      }
      seen = messages.length;
      for (const { bm, mo } of pairs()) {
        const [bmPrice, moPrice] = [last.get(bm.id), mo && last.get(mo.id)];
        if (bmPrice?.status !== 'open' || moPrice?.status !== 'open') continue;
        // The bookmaker only changes when the match odds do, in the same step.
        if (repriced.has(bm.id)) {
          moves += 1;
          if (!repriced.has(moPrice.marketId)) problems.add(`${bm.id} moved alone at ${t}`);
        }
        for (const runner of bmPrice.runners) {
          const exchange = moPrice.runners.find((r) => r.id === runner.id);
          const [bmBack, bmLay, moBack, moLay] = [runner.back[0], runner.lay[0], exchange?.back[0], exchange?.lay[0]];
          if (!bmBack || !bmLay || !moBack || !moLay) {
            problems.add(`${bm.id} runner ${runner.id} without a price`);
            continue;
          }
          compared += 1;
          // Bookmaker odds are profit x100 (85 = 1.85), exchange odds decimal x100 (185).
          if (bmBack[0] + 100 > moLay[0]) problems.add(`back bookmaker ${bmBack[0]} > lay exchange ${moLay[0]}`);
          if (moBack[0] > bmLay[0] + 100) problems.add(`back exchange ${moBack[0]} > lay bookmaker ${bmLay[0]}`);
        }
      }
    }
    expect([...problems]).toEqual([]);
    expect(compared).toBeGreaterThan(10_000);
    expect(moves).toBeGreaterThan(50);
  });

  it('puts an event in play at its start time', () => {
    const { feed, messages } = recordedFeed(SLOW_PRICES);
    const upcoming = ofType(messages, 'event')
      .map((r) => r.message.event)
      .filter((e) => e.eventTypeId === EVENT_TYPE_IDS.soccer && e.status === 'upcoming')
      .sort((a, b) => a.openDate.getTime() - b.openDate.getTime())[0];
    if (!upcoming) throw new Error('no upcoming soccer match');
    feed.advance(upcoming.openDate.getTime() - 1_000);
    expect(ofType(messages, 'event').some((r) => r.message.event.id === upcoming.id && r.message.event.status === 'inPlay')).toBe(false);
    feed.advance(upcoming.openDate.getTime() + 1_000);
    const change = ofType(messages, 'event').find((r) => r.message.event.id === upcoming.id && r.message.event.status === 'inPlay');
    expect(change?.at).toBe(upcoming.openDate.getTime());
  });

  it('suspends the bookmaker and sessions after a wicket and the match odds after a goal, then reopens them', () => {
    // Suspending and reopening are announced at once whatever the pace of ordinary updates.
    const { feed, messages, markets } = recordedFeed(SLOW_PRICES);
    let scores = ofType(messages, 'score');
    const findWicket = () =>
      scores.find(
        (r) => r.message.score.eventTypeId === EVENT_TYPE_IDS.cricket && r.message.score.recent.at(-1) === 'W' && r.at > SIM_START,
      );
    const findGoal = () =>
      scores.find((r, i) => {
        const s = r.message.score;
        if (s.eventTypeId !== EVENT_TYPE_IDS.soccer || r.at <= SIM_START) return false;
        const before = scores.slice(0, i).findLast((p) => p.message.score.eventId === s.eventId)?.message.score;
        const goals = (x: typeof s) => x.teams.reduce((n, t) => n + Number(t.score), 0);
        return before !== undefined && goals(s) > goals(before);
      });
    for (let t = SIM_START + 5 * MINUTE; !(findWicket() && findGoal()) && t <= SIM_START + 2 * HOUR; t += 5 * MINUTE) {
      feed.advance(t);
      scores = ofType(messages, 'score');
    }
    const [wicket, goal] = [findWicket(), findGoal()];
    if (!wicket || !goal) throw new Error('no wicket or goal in two hours');
    const suspendedAt = (eventId: string, at: number, name: (n: string) => boolean) => {
      const ids = [...markets.values()].filter((m) => m.eventId === eventId && name(m.name)).map((m) => m.id);
      const after = ofType(messages, 'price').filter((r) => r.at >= at && ids.includes(r.message.price.marketId));
      return { ids, after };
    };
    const cricket = suspendedAt(wicket.message.score.eventId, wicket.at, (n) => n === 'Bookmaker' || n.includes('Over Runs'));
    const bookmakerId = [...markets.values()].find((m) => m.eventId === wicket.message.score.eventId && m.type === 'bookmaker')?.id;
    const atWicket = cricket.after.filter((r) => r.at === wicket.at);
    expect(atWicket.find((r) => r.message.price.marketId === bookmakerId)?.message.price.status).toBe('suspended');
    const reopened = cricket.after.find((r) => r.message.price.marketId === bookmakerId && r.message.price.status === 'open');
    expect((reopened?.at ?? Infinity) - wicket.at).toBeGreaterThanOrEqual(4_000);
    expect((reopened?.at ?? Infinity) - wicket.at).toBeLessThanOrEqual(10_000);

    const soccer = suspendedAt(goal.message.score.eventId, goal.at, (n) => n === 'Match Odds');
    expect(soccer.after[0]?.message.price.status).toBe('suspended');
    expect(soccer.after.some((r) => r.message.price.status === 'open' && r.at - goal.at <= 13_000)).toBe(true);
  });

  it("settles an over session at the batting side's runs when that over is bowled", () => {
    const { feed, messages, markets } = recordedFeed(SLOW_PRICES);
    const sessions = [...markets.values()].filter((m) => /^\d+ Over Runs /.test(m.name));
    const results = () =>
      ofType(messages, 'result').filter((r) => r.at > SIM_START && sessions.some((s) => s.id === r.message.result.marketId));
    for (let t = SIM_START; results().length === 0 && t < SIM_START + 4 * HOUR; t += 5 * MINUTE) feed.advance(t);
    const settled = results()[0];
    if (!settled || settled.message.result.kind !== 'score') throw new Error('no session settled');
    const session = sessions.find((s) => s.id === settled.message.result.marketId);
    const [, overs, code] = /^(\d+) Over Runs (\w+)$/.exec(session?.name ?? '') ?? [];
    // The score sent with the ball that settled it shows the innings at that moment.
    const index = messages.indexOf(settled);
    const score = ofType(messages.slice(index), 'score').find((r) => r.message.score.eventId === session?.eventId)?.message.score;
    const line = score?.teams.find((t) => t.name === code);
    expect(line?.detail).toBe(`(${overs}.0 ov)`);
    expect(settled.message.result.score).toBe(Number(line?.score.split('/')[0]));
  });

  it('runs a race at the off, finishes it in about two minutes and declares a winner', () => {
    const { feed, messages, markets } = recordedFeed(SLOW_PRICES);
    const race = ofType(messages, 'event')
      .map((r) => r.message.event)
      .filter((e) => e.eventTypeId === EVENT_TYPE_IDS.horseRacing && e.status === 'upcoming')
      .sort((a, b) => a.openDate.getTime() - b.openDate.getTime())[0];
    if (!race) throw new Error('no race');
    const win = [...markets.values()].find((m) => m.eventId === race.id);
    expect(win?.name).toBe('Win');
    expect(win?.runners.length).toBeGreaterThanOrEqual(6);
    expect(win?.runners.length).toBeLessThanOrEqual(10);
    feed.advance(race.openDate.getTime() + 3 * MINUTE);
    const result = ofType(messages, 'result').find((r) => r.message.result.marketId === win?.id);
    const off = race.openDate.getTime();
    expect(result?.at).toBeGreaterThanOrEqual(off + 100_000);
    expect(result?.at).toBeLessThanOrEqual(off + 140_000);
    const declared = result?.message.result;
    expect(declared?.kind).toBe('winner');
    expect(win?.runners.map((r) => r.id)).toContain(declared?.kind === 'winner' ? declared.winnerRunnerId : null);
    const closed = ofType(messages, 'event').find((r) => r.message.event.id === race.id && r.message.event.status === 'closed');
    expect(closed?.at).toBe(result?.at);
  });

  it('keeps cricket and soccer on the board day after day (rolling schedule)', () => {
    const { feed, messages } = recordedFeed(SLOW_PRICES);
    const firstIds = new Set(ofType(messages, 'event').map((r) => r.message.event.id));
    for (let h = 1; h <= 24; h++) feed.advance(SIM_START + h * HOUR);
    const fixtures = feed.activeFixtures;
    expect(fixtures.filter((f) => f instanceof CricketFixture).length).toBeGreaterThanOrEqual(8);
    expect(fixtures.filter((f) => f instanceof SoccerFixture).length).toBeGreaterThanOrEqual(15);
    expect(fixtures.some((f) => f instanceof CricketFixture && f.event.status === 'inPlay')).toBe(true);
    expect(fixtures.some((f) => f instanceof SoccerFixture && f.event.status === 'inPlay')).toBe(true);
    // Everything that was on the board at the start finished and closed by now.
    const closed = new Set(
      ofType(messages, 'event')
        .filter((r) => r.message.event.status === 'closed')
        .map((r) => r.message.event.id),
    );
    const stillOpen = [...firstIds].filter((id) => !closed.has(id) && !fixtures.some((f) => f.event.id === id));
    expect(stillOpen).toEqual([]);
    expect(closed.size).toBeGreaterThan(100);
  });
});
