import type { Clock } from '../../../../lib/context.js';
import type { FeedMessage, FeedSink, FeedSource } from '../feed-source.js';
import { LANES, firstSlotFrom, fixtureSlot, slotStart } from './schedule.js';
import type { SimFixture } from './sim-fixture.js';

export interface SimulatorFeedOptions {
  seed: number;
  clock: Clock;
  /** 1 = real time, 10 = ten times faster. */
  speed?: number;
  /** Simulated time at start (epoch ms or Date); the clock's now when omitted. */
  startTime?: number | Date;
  /**
   * When true (the default) `start` also runs a timer that advances the simulation with the
   * clock; tests and tools pass false and call `advance` themselves.
   */
  autoAdvance?: boolean;
  /**
   * Shortest and longest gap between two price updates of one market, simulated ms. The
   * default (0.5-3 s) makes prices visibly move; tests that run days of simulation use more.
   */
  priceGapMs?: readonly [number, number];
  /** Where a failure inside the timer goes (it must never crash the process). */
  onError?: (err: unknown) => void;
}

/** The simulation moves in steps of this much simulated time. */
export const SIM_STEP_MS = 250;
const DEFAULT_PRICE_GAP_MS = [500, 3_000] as const;
/** How often the timer wakes up, in real ms. */
const DRIVER_TICK_MS = 250;
/** How often the schedule is checked for fixtures entering the horizon, simulated ms. */
const SCHEDULE_CHECK_MS = 10_000;

/**
 * The built-in odds feed (docs/architecture.md §5): realistic cricket, football, tennis, racing,
 * kabaddi and politics fixtures on a rolling schedule, with prices that move, in-play transitions,
 * suspensions on incidents, and results. Deterministic: the same seed, start time and
 * sequence of `advance` calls give the same messages.
 *
 * At speed above 1 simulated time runs ahead of the wall clock, so start times it announces
 * are in simulated time too; that is a development aid, production runs at speed 1.
 */
export class SimulatorFeed implements FeedSource {
  readonly name = 'simulator';
  readonly seed: number;
  private readonly clock: Clock;
  private readonly speed: number;
  private readonly autoAdvance: boolean;
  private readonly onError: (err: unknown) => void;
  private readonly priceGapMs: readonly [number, number];
  private simNow: number;
  private fixtures: SimFixture[] = [];
  /** Per lane, the next slot not yet created. */
  private readonly nextSlot: number[] = [];
  private nextScheduleCheck = 0;
  private readonly announcedCompetitions = new Set<string>();
  private sink: FeedSink | null = null;
  private timer: ReturnType<typeof setInterval> | null = null;
  private readonly emit = (message: FeedMessage) => this.sink?.(message);

  constructor(opts: SimulatorFeedOptions) {
    this.seed = opts.seed;
    this.clock = opts.clock;
    this.speed = opts.speed ?? 1;
    this.autoAdvance = opts.autoAdvance ?? true;
    this.priceGapMs = opts.priceGapMs ?? DEFAULT_PRICE_GAP_MS;
    this.onError = opts.onError ?? ((err) => console.error('simulator feed failed', err));
    const start = opts.startTime ?? opts.clock.now();
    this.simNow = Math.floor((typeof start === 'number' ? start : start.getTime()) / SIM_STEP_MS) * SIM_STEP_MS;
  }

  /** Simulated time the feed has reached (epoch ms). */
  get now(): number {
    return this.simNow;
  }

  /** Fixtures currently running or announced (for tests and tools; do not mutate). */
  get activeFixtures(): readonly SimFixture[] {
    return this.fixtures;
  }

  start(sink: FeedSink): void {
    if (this.sink) throw new Error('simulator feed already started');
    this.sink = sink;
    this.bootstrap();
    if (!this.autoAdvance) return;
    const realStart = this.clock.now().getTime();
    const simStart = this.simNow;
    this.timer = setInterval(() => {
      try {
        this.advance(simStart + (this.clock.now().getTime() - realStart) * this.speed);
      } catch (err) {
        this.onError(err);
      }
    }, DRIVER_TICK_MS);
    this.timer.unref?.();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.sink = null;
  }

  /** Runs the simulation in fixed steps up to `toEpochMs` (simulated time). */
  advance(toEpochMs: number): void {
    if (!this.sink) throw new Error('simulator feed is not started');
    while (this.simNow + SIM_STEP_MS <= toEpochMs && this.sink) this.step(this.simNow + SIM_STEP_MS);
  }

  private step(t: number): void {
    this.simNow = t;
    if (t >= this.nextScheduleCheck) {
      this.scheduleUpTo(t);
      this.nextScheduleCheck = t + SCHEDULE_CHECK_MS;
    }
    let anyDone = false;
    for (const fixture of this.fixtures) {
      if (fixture.nextDueAt() <= t) fixture.advanceTo(t, this.emit, false);
      if (fixture.done) anyDone = true;
    }
    if (anyDone) this.fixtures = this.fixtures.filter((f) => !f.done);
  }

  /**
   * The catalogue at start: fixtures that began earlier are caught up silently (the game only,
   * no prices) and then published as they stand; fixtures that already finished announce their
   * results and closing again, so a restart settles what ended while it was down.
   */
  private bootstrap(): void {
    const now = this.simNow;
    LANES.forEach((lane, laneIndex) => {
      let slot = firstSlotFrom(laneIndex, now - lane.lookbackMs);
      for (; slotStart(laneIndex, slot, this.seed) <= now + lane.horizonMs; slot++) {
        const slotInfo = fixtureSlot(laneIndex, slot, this.seed, this.priceGapMs);
        if (slotInfo.openDate < now - lane.lookbackMs) continue;
        const fixture = lane.create(slotInfo);
        const caughtUp: FeedMessage[] = [];
        if (slotInfo.openDate <= now) fixture.advanceTo(now, (m) => caughtUp.push(m), true);
        if (!fixture.done) this.publish(fixture, now);
        for (const message of caughtUp) {
          if (message.type === 'result') this.emit(message);
        }
        if (fixture.done) this.emit({ type: 'event', event: { ...fixture.event } });
      }
      this.nextSlot[laneIndex] = slot;
    });
    this.nextScheduleCheck = now + SCHEDULE_CHECK_MS;
  }

  /** Creates the fixtures whose start came within their lane's horizon. */
  private scheduleUpTo(t: number): void {
    LANES.forEach((lane, laneIndex) => {
      let slot = this.nextSlot[laneIndex] ?? firstSlotFrom(laneIndex, t);
      for (; slotStart(laneIndex, slot, this.seed) <= t + lane.horizonMs; slot++) {
        this.publish(lane.create(fixtureSlot(laneIndex, slot, this.seed, this.priceGapMs)), t);
      }
      this.nextSlot[laneIndex] = slot;
    });
  }

  private publish(fixture: SimFixture, t: number): void {
    if (!this.announcedCompetitions.has(fixture.competition.id)) {
      this.announcedCompetitions.add(fixture.competition.id);
      this.emit({ type: 'competition', competition: fixture.competition });
    }
    fixture.publishCatalogue(t, this.emit);
    this.fixtures.push(fixture);
  }
}
