import {
  IPL,
  INTERNATIONAL_T20,
  KABADDI,
  ODI,
  POLITICS,
  RACE_COURSES,
  SOCCER_COMPETITIONS,
  TENNIS_COMPETITIONS,
  type CompetitionInfo,
} from './fixture-names.js';
import { fixtureNumber } from './fixture-ids.js';
import { Rng } from './prng.js';
import type { FixtureSlot, SimFixture } from './sim-fixture.js';
import { CricketFixture } from './sports/cricket.js';
import { HorseRaceFixture } from './sports/horse-race.js';
import { KabaddiFixture } from './sports/kabaddi.js';
import { PoliticsFixture } from './sports/politics.js';
import { SoccerFixture } from './sports/soccer.js';
import { TennisFixture } from './sports/tennis.js';

/**
 * The rolling schedule. Each lane is an endless series of fixtures on a grid anchored to a fixed
 * date, so where fixtures fall depends only on the seed and the time: a simulator started at
 * any moment finds matches already in play (begun minutes or hours ago), others starting
 * within hours, and a race every five minutes, and a restart finds the very same fixtures.
 * Lanes of one sport are staggered so some are always in play.
 *
 * Lanes are identified by their position: append new lanes, never reorder (ids derive from it).
 */
export interface Lane {
  key: string;
  periodMs: number;
  offsetMs: number;
  /** Up to this much random delay on each start, in 15-minute steps (races: none). */
  jitterMs: number;
  /** A fixture is published this long before its start. */
  horizonMs: number;
  /** Longer than any fixture of the lane lasts: how far back a start can still be running. */
  lookbackMs: number;
  competition(slot: number, seed: number): CompetitionInfo;
  create(slot: FixtureSlot): SimFixture;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** 2024-01-01T00:00Z: slot 0 of every lane starts here (plus its offset). */
const ANCHOR = Date.UTC(2024, 0, 1);

const fixed = (c: CompetitionInfo) => () => c;
const rotating = (list: readonly CompetitionInfo[], key: string) => (slot: number, seed: number) =>
  Rng.derive(seed, key, slot, 'competition').pick(list);

function lane(key: string, spec: Omit<Lane, 'key'>): Lane {
  return { key, ...spec };
}

const t20 = (key: string, offsetMs: number, competition: (slot: number, seed: number) => CompetitionInfo) =>
  lane(key, {
    periodMs: 4 * HOUR,
    offsetMs,
    jitterMs: 30 * MINUTE,
    horizonMs: 12 * HOUR,
    lookbackMs: 5 * HOUR,
    competition,
    create: (slot) => new CricketFixture(slot, 'T20'),
  });

const soccer = (n: number) =>
  lane(`soccer-${n}`, {
    periodMs: 150 * MINUTE,
    offsetMs: n * 30 * MINUTE,
    jitterMs: 15 * MINUTE,
    horizonMs: 10 * HOUR,
    lookbackMs: 3 * HOUR,
    competition: rotating(SOCCER_COMPETITIONS, `soccer-${n}`),
    create: (slot) => new SoccerFixture(slot),
  });

const tennis = (n: number) =>
  lane(`tennis-${n}`, {
    periodMs: 3 * HOUR,
    offsetMs: n * HOUR,
    jitterMs: 30 * MINUTE,
    horizonMs: 8 * HOUR,
    lookbackMs: 4 * HOUR,
    competition: rotating(TENNIS_COMPETITIONS, `tennis-${n}`),
    create: (slot) => new TennisFixture(slot),
  });

const races = (n: number) =>
  lane(`racing-${n}`, {
    periodMs: 10 * MINUTE,
    offsetMs: n * 5 * MINUTE,
    jitterMs: 0,
    horizonMs: 60 * MINUTE,
    lookbackMs: 15 * MINUTE,
    // Each lane alternates between two courses, so a course has a race every 20 minutes.
    competition: (slot) => RACE_COURSES[(n * 2 + (slot % 2)) % RACE_COURSES.length] as CompetitionInfo,
    create: (slot) => new HorseRaceFixture(slot),
  });

export const LANES: readonly Lane[] = [
  t20('cricket-ipl-1', 0, fixed(IPL)),
  t20('cricket-t20i', 80 * MINUTE, fixed(INTERNATIONAL_T20)),
  t20('cricket-ipl-2', 160 * MINUTE, fixed(IPL)),
  lane('cricket-odi', {
    periodMs: 9 * HOUR,
    offsetMs: 30 * MINUTE,
    jitterMs: 30 * MINUTE,
    horizonMs: 12 * HOUR,
    lookbackMs: 9 * HOUR,
    competition: fixed(ODI),
    create: (slot) => new CricketFixture(slot, 'ODI'),
  }),
  soccer(0),
  soccer(1),
  soccer(2),
  soccer(3),
  soccer(4),
  tennis(0),
  tennis(1),
  tennis(2),
  races(0),
  races(1),
  lane('kabaddi', {
    periodMs: 90 * MINUTE,
    offsetMs: 20 * MINUTE,
    jitterMs: 15 * MINUTE,
    horizonMs: 8 * HOUR,
    lookbackMs: 2 * HOUR,
    competition: fixed(KABADDI),
    create: (slot) => new KabaddiFixture(slot),
  }),
  lane('politics', {
    periodMs: 14 * DAY,
    offsetMs: 14 * HOUR,
    jitterMs: 0,
    horizonMs: 14 * DAY,
    lookbackMs: 3 * HOUR,
    competition: fixed(POLITICS),
    create: (slot) => new PoliticsFixture(slot),
  }),
];

export function slotStart(laneIndex: number, slot: number, seed: number): number {
  const l = LANES[laneIndex] as Lane;
  const steps = Math.floor(l.jitterMs / (15 * MINUTE));
  const jitter = steps > 0 ? Rng.derive(seed, l.key, slot, 'start').int(0, steps) * 15 * MINUTE : 0;
  return ANCHOR + slot * l.periodMs + l.offsetMs + jitter;
}

/** The first slot of a lane whose start may be at or after `time` (earlier ones are not). */
export function firstSlotFrom(laneIndex: number, time: number): number {
  const l = LANES[laneIndex] as Lane;
  return Math.max(0, Math.floor((time - ANCHOR - l.offsetMs - l.jitterMs) / l.periodMs));
}

export function fixtureSlot(laneIndex: number, slot: number, seed: number, priceGapMs: readonly [number, number]): FixtureSlot {
  const l = LANES[laneIndex] as Lane;
  return {
    seed,
    laneKey: l.key,
    slot,
    fixture: fixtureNumber(seed, laneIndex, slot),
    openDate: slotStart(laneIndex, slot, seed),
    competition: l.competition(slot, seed),
    priceGapMs,
  };
}
