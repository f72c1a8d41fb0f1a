import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  BET_OPEN_WINDOW_MS,
  CRICKET_UPCOMING_PADDING,
  isInPlay,
  isWithinBetOpenWindow,
  oddsStep,
  padCricketOngoing,
  splitByTiming,
  stepOdds,
} from './match-timing.js';

const now = new Date('2026-11-21T12:00:00Z');
const at = (secondsFromNow: number) => ({ openDate: new Date(now.getTime() + secondsFromNow * 1000) });

describe('in play under 60 s to start', () => {
  it('draws the line at 60 seconds', () => {
    expect(isInPlay(at(59).openDate, now)).toBe(true);
    expect(isInPlay(at(60).openDate, now)).toBe(false);
    expect(isInPlay(at(-3600).openDate, now)).toBe(true);
  });
});

describe('bet-on-open window', () => {
  it('runs until 10 minutes after the start, no IST shift on real instants', () => {
    expect(BET_OPEN_WINDOW_MS).toBe(600_000);
    expect(isWithinBetOpenWindow(at(3600).openDate, now)).toBe(true);
    expect(isWithinBetOpenWindow(at(-599).openDate, now)).toBe(true);
    expect(isWithinBetOpenWindow(at(-600).openDate, now)).toBe(false);
    // A 330-minute shift would keep a match that started 5 hours ago open; it must not.
    expect(isWithinBetOpenWindow(at(-5 * 3600).openDate, now)).toBe(false);
  });
});

describe('cricket padding', () => {
  it('pads a list the caller split itself, in the given order', () => {
    expect(padCricketOngoing(['a'], ['b', 'c', 'd', 'e', 'f', 'g'])).toEqual({ ongoing: ['a', 'b', 'c', 'd', 'e'], upcoming: ['f', 'g'] });
    expect(padCricketOngoing([1, 2, 3, 4, 5], [6])).toEqual({ ongoing: [1, 2, 3, 4, 5], upcoming: [6] });
  });

  it('tops up fewer than 5 ongoing towards 5 with the earliest upcoming', () => {
    const events = [at(-100), at(3600), at(7200), at(10), at(600), at(900), at(1200)];
    const { ongoing, upcoming } = splitByTiming(events, now, { isCricket: true });
    expect(ongoing).toEqual([at(-100), at(10), at(600), at(900), at(1200)]);
    expect(upcoming).toEqual([at(3600), at(7200)]);
  });

  it('takes at most 4 upcoming when nothing is in play', () => {
    const events = [at(600), at(700), at(800), at(900), at(1000), at(1100)];
    const { ongoing, upcoming } = splitByTiming(events, now, { isCricket: true });
    expect(ongoing).toHaveLength(4);
    expect(upcoming).toEqual([at(1000), at(1100)]);
  });

  it('leaves other sports and full cricket lists alone', () => {
    const five = [at(-5), at(-4), at(-3), at(-2), at(-1)];
    expect(splitByTiming([...five, at(600)], now, { isCricket: true }).ongoing).toHaveLength(5);
    expect(splitByTiming([at(-5), at(600)], now, { isCricket: false }).ongoing).toHaveLength(1);
  });

  it('never adds more than 4 and never loses an event', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -7200, max: 7200 }), { maxLength: 20 }), (offsets) => {
        const events = offsets.map(at);
        const { ongoing, upcoming } = splitByTiming(events, now, { isCricket: true });
        const live = events.filter((e) => isInPlay(e.openDate, now)).length;
        expect(ongoing.length - live).toBeLessThanOrEqual(CRICKET_UPCOMING_PADDING);
        expect(ongoing.length).toBe(Math.max(live, Math.min(events.length, 5, live + CRICKET_UPCOMING_PADDING)));
        expect(ongoing.length + upcoming.length).toBe(events.length);
      }),
    );
  });
});

describe('odds step', () => {
  it('is 0.01 for fractional odds and 1 for whole ones, never below 0', () => {
    expect(oddsStep(1.85)).toBe(0.01);
    expect(oddsStep(85)).toBe(1);
    expect(stepOdds(1.1, 1)).toBe(1.11);
    expect(stepOdds(85, -1)).toBe(84);
    expect(stepOdds(0, -1)).toBe(0);
  });
});
