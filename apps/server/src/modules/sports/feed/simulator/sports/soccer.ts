import { EVENT_TYPE_IDS } from '@backlay/contract';
import type { FeedRunnerPrice } from '../../feed-source.js';
import { DRAW_SELECTION_ID, selectionIdOf } from '../fixture-ids.js';
import type { Team } from '../fixture-names.js';
import { LIMITS } from '../market-limits.js';
import { exchangeQuote, noisyProbabilities, walkNoise } from '../pricing.js';
import { Rng } from '../prng.js';
import { SimFixture, type FixtureSlot, type SimMarket } from '../sim-fixture.js';

const MINUTE_MS = 60_000;
const HALF_TIME_MS = 15 * 60_000;
/** Goals per 90 minutes of an average home and away side. */
const HOME_GOALS = 1.5;
const AWAY_GOALS = 1.15;
const MAX_GOALS = 10;

/**
 * A football match minute by minute: goals arrive at each side's scoring rate, Match Odds
 * (home, away, The Draw) and Over/Under 2.5 Goals follow a Poisson model of the goals still to
 * come. A goal suspends both markets for a few seconds; Over/Under closes as soon as a third
 * goal decides it.
 */
export class SoccerFixture extends SimFixture {
  private readonly home: Team;
  private readonly away: Team;
  private readonly homeRate: number;
  private readonly awayRate: number;
  private goals: [number, number] = [0, 0];
  /** Minutes played; the half-time break sits after the first half's added time. */
  private minute = 0;
  private half: 1 | 2 = 1;
  private added = 0;
  private inBreak = false;
  private readonly goalLog: string[] = [];
  private readonly matchOdds: SimMarket;
  private readonly overUnder: SimMarket;
  private fairMatchOdds: number[] = [];
  private fairOver = 0.5;
  private readonly liquidity: number;

  constructor(slot: FixtureSlot) {
    const setup = Rng.derive(slot.seed, slot.laneKey, slot.slot, 'setup');
    const [home, away] = setup.sample(slot.competition.teams, 2) as [Team, Team];
    super(slot, EVENT_TYPE_IDS.soccer, `${home.name} v ${away.name}`);
    this.home = home;
    this.away = away;
    const edge = Math.pow(home.strength / away.strength, 1.2);
    this.homeRate = (HOME_GOALS * edge) / 90;
    this.awayRate = AWAY_GOALS / edge / 90;
    this.liquidity = slot.competition.highlight ? 80_000 : 15_000;
    this.matchOdds = this.addMatchOdds([
      { id: selectionIdOf(home.name), name: home.name },
      { id: selectionIdOf(away.name), name: away.name },
      { id: DRAW_SELECTION_ID, name: 'The Draw' },
    ]);
    this.overUnder = this.addMarket(
      {
        name: 'Over/Under 2.5 Goals',
        type: 'betfair',
        role: 'ou',
        runners: [
          { id: '47972', name: 'Under 2.5 Goals' },
          { id: '47973', name: 'Over 2.5 Goals' },
        ],
        ...LIMITS.secondary,
      },
      0,
    );
    this.reprice();
  }

  protected begin(at: number): void {
    this.nextGameAt = at + MINUTE_MS;
    this.added = this.game.int(1, 4);
    this.publishScore(at);
  }

  protected play(at: number): void {
    if (this.inBreak) {
      this.inBreak = false;
      this.half = 2;
      this.minute = 45;
      this.added = this.game.int(2, 6);
      this.nextGameAt = at + MINUTE_MS;
      this.publishScore(at);
      return;
    }
    this.minute += 1;
    const scorer = this.game.chance(this.homeRate) ? 0 : this.game.chance(this.awayRate) ? 1 : null;
    if (scorer !== null) this.onGoal(scorer, at);
    const halfEnd = this.half === 1 ? 45 + this.added : 90 + this.added;
    if (this.minute >= halfEnd) {
      if (this.half === 1) {
        this.inBreak = true;
        this.nextGameAt = at + HALF_TIME_MS;
      } else {
        this.fullTime();
      }
    } else {
      this.nextGameAt = at + MINUTE_MS;
    }
    this.reprice();
    this.publishScore(at);
  }

  protected quote(market: SimMarket): FeedRunnerPrice[] {
    const inPlay = this.event.status === 'inPlay';
    walkNoise(market.noise, this.noise, inPlay ? 0.04 : 0.015);
    const fair = market.role === 'mo' ? this.fairMatchOdds : [1 - this.fairOver, this.fairOver];
    const probs = noisyProbabilities(fair, market.noise);
    const liquidity = market.role === 'mo' ? this.liquidity : this.liquidity / 3;
    return market.def.runners.map((r, i) => ({
      id: r.id,
      status: 'active',
      ...exchangeQuote(probs[i] as number, 1, liquidity, this.noise),
    }));
  }

  private onGoal(side: 0 | 1, at: number): void {
    this.goals[side] += 1;
    const team = side === 0 ? this.home : this.away;
    this.goalLog.push(`${this.clockText()} ${team.name}`);
    const until = at + this.game.int(6_000, 12_000);
    this.suspend(this.matchOdds, at, until);
    this.suspend(this.overUnder, at, until);
    if (this.goals[0] + this.goals[1] >= 3 && this.overUnder.status !== 'closed') {
      this.settle(this.overUnder, { marketId: this.overUnder.def.id, kind: 'winner', winnerRunnerId: '47973' });
    }
  }

  private fullTime(): void {
    const [h, a] = this.goals;
    const winner = h > a ? selectionIdOf(this.home.name) : a > h ? selectionIdOf(this.away.name) : DRAW_SELECTION_ID;
    this.settle(this.matchOdds, { marketId: this.matchOdds.def.id, kind: 'winner', winnerRunnerId: winner });
    this.settle(this.overUnder, { marketId: this.overUnder.def.id, kind: 'winner', winnerRunnerId: h + a >= 3 ? '47973' : '47972' });
    this.finish();
  }

  /** Fair prices from the goals still expected in the time left. */
  private reprice(): void {
    const left = Math.max(0, 90 - this.minute);
    const homeMore = poisson(this.homeRate * left);
    const awayMore = poisson(this.awayRate * left);
    let home = 0;
    let draw = 0;
    let over = 0;
    const lead = this.goals[0] - this.goals[1];
    const scored = this.goals[0] + this.goals[1];
    for (let i = 0; i <= MAX_GOALS; i++) {
      for (let j = 0; j <= MAX_GOALS; j++) {
        const p = (homeMore[i] as number) * (awayMore[j] as number);
        const diff = lead + i - j;
        if (diff > 0) home += p;
        else if (diff === 0) draw += p;
        if (scored + i + j >= 3) over += p;
      }
    }
    const away = Math.max(0, 1 - home - draw);
    this.fairMatchOdds = [home, away, draw].map((p) => Math.min(0.995, Math.max(0.003, p)));
    this.fairOver = Math.min(0.995, Math.max(0.005, over));
  }

  private clockText(): string {
    const base = this.half === 1 ? 45 : 90;
    return this.minute > base ? `${base}+${this.minute - base}'` : `${this.minute}'`;
  }

  private publishScore(at: number): void {
    const finished = this.finished;
    this.setScore({
      eventId: this.event.id,
      eventTypeId: this.eventTypeId,
      state: finished ? 'finished' : this.inBreak ? 'break' : 'live',
      teams: [
        { name: this.home.name, score: String(this.goals[0]), detail: '' },
        { name: this.away.name, score: String(this.goals[1]), detail: '' },
      ],
      summary: finished ? 'Full time' : this.inBreak ? 'Half time' : this.half === 1 ? '1st half' : '2nd half',
      clock: finished ? 'FT' : this.inBreak ? 'HT' : this.clockText(),
      recent: this.goalLog.slice(-6),
      updatedAt: this.iso(at),
    });
  }

  /** Goals so far (home, away); for tests and tools. */
  get goalsScored(): readonly [number, number] {
    return this.goals;
  }
}

/** Poisson probabilities of 0..MAX_GOALS events with mean `mean`. */
function poisson(mean: number): number[] {
  const out: number[] = [];
  let p = Math.exp(-mean);
  for (let k = 0; k <= MAX_GOALS; k++) {
    out.push(p);
    p = (p * mean) / (k + 1);
  }
  return out;
}
