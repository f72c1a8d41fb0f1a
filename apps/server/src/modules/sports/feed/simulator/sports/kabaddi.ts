import { EVENT_TYPE_IDS } from '@backlay/contract';
import type { FeedRunnerPrice } from '../../feed-source.js';
import { selectionIdOf } from '../fixture-ids.js';
import type { Team } from '../fixture-names.js';
import { exchangeQuote, logistic, logit, noisyProbabilities, walkNoise } from '../pricing.js';
import { Rng } from '../prng.js';
import { SimFixture, type FixtureSlot, type SimMarket } from '../sim-fixture.js';
import { strengthChance } from './cricket.js';

const HALF_SECONDS = 20 * 60;
const BREAK_MS = 5 * 60_000;
/** Points a raid brings: to the raiding side (positive) or the defence (negative). */
const RAID_OUTCOMES: readonly [points: number, weight: number][] = [
  [0, 35],
  [1, 30],
  [2, 10],
  [3, 3],
  [-1, 18],
  [-2, 4],
];

/**
 * A Pro Kabaddi match raid by raid: two 20-minute halves, sides raiding in turn. A level score
 * at the end goes to a golden raid, so Match Odds (two runners) always has a winner.
 */
export class KabaddiFixture extends SimFixture {
  private readonly teams: [Team, Team];
  private readonly preMatch: number;
  private points: [number, number] = [0, 0];
  private seconds = 0;
  private half: 1 | 2 = 1;
  private inBreak = false;
  private raider: 0 | 1;
  private readonly recent: string[] = [];
  private readonly matchOdds: SimMarket;
  private fair: number;

  constructor(slot: FixtureSlot) {
    const setup = Rng.derive(slot.seed, slot.laneKey, slot.slot, 'setup');
    const [a, b] = setup.sample(slot.competition.teams, 2) as [Team, Team];
    super(slot, EVENT_TYPE_IDS.kabaddi, `${a.name} v ${b.name}`);
    this.teams = [a, b];
    this.raider = setup.chance(0.5) ? 0 : 1;
    this.preMatch = strengthChance(a.strength, b.strength);
    this.fair = this.preMatch;
    this.matchOdds = this.addMatchOdds(this.teams.map((t) => ({ id: selectionIdOf(t.name), name: t.name })));
  }

  protected begin(at: number): void {
    this.nextGameAt = at + this.game.int(20_000, 40_000);
    this.publishScore(at);
  }

  protected play(at: number): void {
    if (this.inBreak) {
      this.inBreak = false;
      this.half = 2;
      this.nextGameAt = at + this.game.int(20_000, 40_000);
      return this.publishScore(at);
    }
    const attacker = this.raider;
    const edge = this.teams[attacker].strength / this.teams[attacker === 0 ? 1 : 0].strength;
    const weights = RAID_OUTCOMES.map(([p, w]) => (p > 0 ? w * edge : p < 0 ? w / edge : w));
    const [points] = RAID_OUTCOMES[this.game.weighted(weights)] as [number, number];
    const scorer: 0 | 1 = points >= 0 ? attacker : attacker === 0 ? 1 : 0;
    this.points[scorer] += Math.abs(points);
    this.recent.push(points === 0 ? 'Empty' : `${this.teams[scorer].code} +${Math.abs(points)}`);
    if (this.recent.length > 6) this.recent.shift();
    this.raider = (1 - attacker) as 0 | 1;
    const raidSeconds = this.game.int(25, 40);
    this.seconds += raidSeconds;
    if (this.seconds >= HALF_SECONDS * this.half) {
      if (this.half === 1) {
        this.inBreak = true;
        this.nextGameAt = at + BREAK_MS;
      } else {
        return this.endMatch(at);
      }
    } else {
      this.nextGameAt = at + raidSeconds * 1_000;
    }
    this.fair = this.chanceFirstWins();
    this.publishScore(at);
  }

  protected quote(market: SimMarket): FeedRunnerPrice[] {
    walkNoise(market.noise, this.noise, this.event.status === 'inPlay' ? 0.04 : 0.015);
    const probs = noisyProbabilities([this.fair, 1 - this.fair], market.noise);
    return market.def.runners.map((r, i) => ({ id: r.id, status: 'active', ...exchangeQuote(probs[i] as number, 1, 10_000, this.noise) }));
  }

  private endMatch(at: number): void {
    const [a, b] = this.points;
    let winner: 0 | 1 = a > b ? 0 : 1;
    if (a === b) {
      winner = this.game.chance(this.preMatch) ? 0 : 1;
      this.points[winner] += 1;
      this.recent.push(`Golden raid ${this.teams[winner].code}`);
    }
    this.settle(this.matchOdds, {
      marketId: this.matchOdds.def.id,
      kind: 'winner',
      winnerRunnerId: selectionIdOf(this.teams[winner].name),
    });
    this.finish();
    this.publishScore(at);
  }

  private chanceFirstWins(): number {
    const raidsLeft = Math.max(0, (HALF_SECONDS * 2 - this.seconds) / 32);
    const spread = 1.2 * Math.sqrt(raidsLeft) + 1;
    return Math.min(
      0.995,
      Math.max(0.005, logistic((1.7 * (this.points[0] - this.points[1])) / spread + logit(this.preMatch) * (raidsLeft / 75))),
    );
  }

  private publishScore(at: number): void {
    const minute = Math.min(40, Math.floor(this.seconds / 60));
    this.setScore({
      eventId: this.event.id,
      eventTypeId: this.eventTypeId,
      state: this.finished ? 'finished' : this.inBreak ? 'break' : 'live',
      teams: this.teams.map((t, i) => ({ name: t.name, score: String(this.points[i]), detail: '' })),
      summary: this.finished
        ? `${this.teams[this.points[0] > this.points[1] ? 0 : 1].name} won`
        : this.inBreak
          ? 'Half time'
          : `${this.half === 1 ? '1st' : '2nd'} half`,
      clock: this.finished ? 'FT' : `${minute}'`,
      recent: [...this.recent],
      updatedAt: this.iso(at),
    });
  }
}
