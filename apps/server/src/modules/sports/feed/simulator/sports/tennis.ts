import { EVENT_TYPE_IDS } from '@backlay/contract';
import type { FeedRunnerPrice } from '../../feed-source.js';
import { selectionIdOf } from '../fixture-ids.js';
import type { Team } from '../fixture-names.js';
import { exchangeQuote, logistic, logit, noisyProbabilities, walkNoise } from '../pricing.js';
import { Rng } from '../prng.js';
import { SimFixture, type FixtureSlot, type SimMarket } from '../sim-fixture.js';
import { strengthChance } from './cricket.js';

const POINT_NAMES = ['0', '15', '30', '40', 'AD'];

/**
 * A best-of-three tennis match point by point, with tie-breaks at 6-6. Match Odds follow sets,
 * games and the strength of the players; a break point suspends the market for a few seconds.
 */
export class TennisFixture extends SimFixture {
  private readonly players: [Team, Team];
  private readonly serveWin: [number, number];
  private readonly preMatch: number;
  private setsWon: [number, number] = [0, 0];
  private readonly sets: [number, number][] = [];
  private games: [number, number] = [0, 0];
  private points: [number, number] = [0, 0];
  private server: 0 | 1;
  private tiebreak = false;
  private wasBreakPoint = false;
  private readonly matchOdds: SimMarket;
  private fair: number;

  constructor(slot: FixtureSlot) {
    const setup = Rng.derive(slot.seed, slot.laneKey, slot.slot, 'setup');
    const [a, b] = setup.sample(slot.competition.teams, 2) as [Team, Team];
    super(slot, EVENT_TYPE_IDS.tennis, `${surname(a.name)} v ${surname(b.name)}`);
    this.players = [a, b];
    const edge = Math.log(a.strength / b.strength);
    this.serveWin = [0.63 + 0.08 * edge, 0.63 - 0.08 * edge];
    this.server = setup.chance(0.5) ? 0 : 1;
    this.preMatch = strengthChance(a.strength, b.strength);
    this.fair = this.preMatch;
    this.matchOdds = this.addMatchOdds(this.players.map((p) => ({ id: selectionIdOf(p.name), name: p.name })));
  }

  protected begin(at: number): void {
    this.nextGameAt = at + this.game.int(60_000, 180_000);
    this.publishScore(at);
  }

  protected play(at: number): void {
    const s = this.server;
    const winner: 0 | 1 = this.game.chance(this.serveWin[s]) ? s : ((1 - s) as 0 | 1);
    this.points[winner] += 1;
    let gap = this.game.int(25_000, 45_000);
    const gameOver = this.tiebreak ? this.tiebreakWon() : this.gameWon();
    if (gameOver !== null) {
      this.games[gameOver] += 1;
      this.points = [0, 0];
      this.server = (1 - this.server) as 0 | 1;
      gap += this.game.int(20_000, 60_000);
      const setOver = this.setWon();
      if (setOver !== null) {
        this.sets.push([...this.games]);
        this.setsWon[setOver] += 1;
        this.games = [0, 0];
        this.tiebreak = false;
        gap += 120_000;
        if (this.setsWon[setOver] === 2) return this.endMatch(setOver, at);
      } else if (this.games[0] === 6 && this.games[1] === 6) {
        this.tiebreak = true;
      }
    } else if (this.tiebreak && (this.points[0] + this.points[1]) % 2 === 1) {
      this.server = (1 - this.server) as 0 | 1;
    }
    const breakPoint = this.isBreakPoint();
    if (breakPoint && !this.wasBreakPoint) this.suspend(this.matchOdds, at, at + this.game.int(3_000, 6_000));
    this.wasBreakPoint = breakPoint;
    this.nextGameAt = at + gap;
    this.fair = this.chanceFirstWins();
    this.publishScore(at);
  }

  protected quote(market: SimMarket): FeedRunnerPrice[] {
    walkNoise(market.noise, this.noise, this.event.status === 'inPlay' ? 0.04 : 0.015);
    const probs = noisyProbabilities([this.fair, 1 - this.fair], market.noise);
    return market.def.runners.map((r, i) => ({ id: r.id, status: 'active', ...exchangeQuote(probs[i] as number, 1, 30_000, this.noise) }));
  }

  private gameWon(): 0 | 1 | null {
    const [a, b] = this.points;
    if (a >= 4 && a - b >= 2) return 0;
    if (b >= 4 && b - a >= 2) return 1;
    // Deuce after advantage lost: back to 40-40.
    if (a === 4 && b === 4) this.points = [3, 3];
    return null;
  }

  private tiebreakWon(): 0 | 1 | null {
    const [a, b] = this.points;
    if (a >= 7 && a - b >= 2) return 0;
    if (b >= 7 && b - a >= 2) return 1;
    return null;
  }

  private setWon(): 0 | 1 | null {
    const [a, b] = this.games;
    if ((a >= 6 && a - b >= 2) || a === 7) return 0;
    if ((b >= 6 && b - a >= 2) || b === 7) return 1;
    return null;
  }

  private isBreakPoint(): boolean {
    if (this.tiebreak) return false;
    const receiver = 1 - this.server;
    const r = this.points[receiver] as number;
    const s = this.points[this.server];
    return r >= 3 && r > s;
  }

  private endMatch(winner: 0 | 1, at: number): void {
    this.settle(this.matchOdds, {
      marketId: this.matchOdds.def.id,
      kind: 'winner',
      winnerRunnerId: selectionIdOf(this.players[winner].name),
    });
    this.finish();
    this.fair = winner === 0 ? 1 : 0;
    this.publishScore(at);
  }

  private chanceFirstWins(): number {
    const x =
      logit(this.preMatch) +
      1.6 * (this.setsWon[0] - this.setsWon[1]) +
      0.3 * (this.games[0] - this.games[1]) +
      0.05 * (this.points[0] - this.points[1]);
    return Math.min(0.99, Math.max(0.01, logistic(x)));
  }

  private pointText(player: 0 | 1): string {
    if (this.tiebreak) return String(this.points[player]);
    return POINT_NAMES[Math.min(4, this.points[player])] ?? '0';
  }

  private publishScore(at: number): void {
    const detail = (p: 0 | 1) => [...this.sets.map((s) => s[p]), ...(this.finished ? [] : [this.games[p]])].join(' ');
    const setNumber = this.sets.length + 1;
    this.setScore({
      eventId: this.event.id,
      eventTypeId: this.eventTypeId,
      state: this.finished ? 'finished' : 'live',
      teams: ([0, 1] as const).map((p) => ({
        name: this.players[p].name,
        score: String(this.setsWon[p]),
        detail: this.finished ? detail(p) : `${detail(p)} (${this.pointText(p)})`,
      })),
      summary: this.finished
        ? `${this.players[this.setsWon[0] === 2 ? 0 : 1].name} won`
        : this.isBreakPoint()
          ? 'Break point'
          : `${this.players[this.server].name} to serve`,
      clock: this.finished ? 'Final' : this.tiebreak ? `Set ${setNumber} tie-break` : `Set ${setNumber}`,
      recent: this.sets.map((s) => `${s[0]}-${s[1]}`),
      updatedAt: this.iso(at),
    });
  }
}

function surname(name: string): string {
  return name.split(' ').slice(1).join(' ') || name;
}
