import { EVENT_TYPE_IDS } from '@backlay/contract';
import type { FeedRunnerPrice } from '../../feed-source.js';
import { selectionIdOf } from '../fixture-ids.js';
import type { Team } from '../fixture-names.js';
import { LIMITS } from '../market-limits.js';
import {
  bookmakerQuote,
  exchangeQuote,
  logistic,
  logit,
  noisyProbabilities,
  sessionQuote,
  walkNoise,
  type Quote,
  type SessionStyle,
} from '../pricing.js';
import { Rng } from '../prng.js';
import { SimFixture, type FixtureSlot, type SimMarket } from '../sim-fixture.js';

export type CricketFormat = 'T20' | 'ODI';

interface FormatRules {
  overs: number;
  /** Session markets offered per innings: runs after this many overs. */
  sessionOvers: readonly number[];
  /** Relative weights of a ball's outcome. */
  outcomes: readonly [outcome: string, weight: number][];
  ballGapMs: [number, number];
  overGapMs: [number, number];
  inningsBreakMs: number;
}

const FORMATS: Record<CricketFormat, FormatRules> = {
  T20: {
    overs: 20,
    sessionOvers: [6, 10, 15, 20],
    outcomes: [
      ['0', 33],
      ['1', 36],
      ['2', 8],
      ['3', 1],
      ['4', 11],
      ['6', 5.5],
      ['W', 5],
      ['wd', 3],
    ],
    ballGapMs: [30_000, 50_000],
    overGapMs: [45_000, 75_000],
    inningsBreakMs: 15 * 60_000,
  },
  ODI: {
    overs: 50,
    sessionOvers: [10, 20, 30, 50],
    outcomes: [
      ['0', 46],
      ['1', 32],
      ['2', 7],
      ['3', 1],
      ['4', 8.5],
      ['6', 2],
      ['W', 3],
      ['wd', 2],
    ],
    ballGapMs: [25_000, 40_000],
    overGapMs: [35_000, 55_000],
    inningsBreakMs: 30 * 60_000,
  },
};

interface Innings {
  /** Index into `teams` of the batting side. */
  bat: number;
  runs: number;
  wickets: number;
  /** Legal deliveries bowled. */
  balls: number;
  recent: string[];
}

/**
 * A limited-overs match played ball by ball. Match Odds (exchange) and a Bookmaker market follow
 * the chance of each side winning; session markets ("6 Over Runs IND", "Fall of 1st Wkt IND")
 * quote the projected score and settle on the real one. A wicket suspends the bookmaker and
 * the sessions of the batting side for a few seconds, as books do while they re-price.
 */
export class CricketFixture extends SimFixture {
  private readonly rules: FormatRules;
  private readonly teams: [Team, Team];
  private readonly tossWinner: number;
  private readonly firstBat: number;
  private readonly innings: Innings[] = [];
  /** Between innings: the second starts at `nextGameAt`. */
  private inBreak = false;
  private readonly matchOdds: SimMarket;
  private readonly bookmaker: SimMarket;
  /** The match odds as last quoted, per runner: what the bookmaker prices from. */
  private matchOddsQuote: { probability: number; quote: Quote }[] | null = null;
  private readonly sessionStyle: SessionStyle;
  /** Chance the first team (teams[0]) wins, from the state of the game. */
  private fair: number;
  private readonly liquidity: number;
  private readonly ballWeights: number[][];
  private result = '';

  constructor(slot: FixtureSlot, format: CricketFormat) {
    const setup = Rng.derive(slot.seed, slot.laneKey, slot.slot, 'setup');
    const [a, b] = setup.sample(slot.competition.teams, 2) as [Team, Team];
    super(slot, EVENT_TYPE_IDS.cricket, `${a.name} v ${b.name}`);
    this.rules = FORMATS[format];
    this.teams = [a, b];
    this.tossWinner = setup.int(0, 1);
    this.firstBat = setup.chance(0.5) ? this.tossWinner : 1 - this.tossWinner;
    this.sessionStyle = setup.chance(0.7) ? 'gap' : 'rate';
    this.liquidity = slot.competition.highlight ? 120_000 : 25_000;
    this.fair = strengthChance(a.strength, b.strength);
    this.ballWeights = [0, 1].map((bat) => this.weightsFor(bat));
    const runners = this.teams.map((t) => ({ id: selectionIdOf(t.name), name: t.name }));
    this.matchOdds = this.addMatchOdds(runners);
    this.bookmaker = this.addMarket({ name: 'Bookmaker', type: 'bookmaker', role: 'bm', runners, ...LIMITS.bookmaker }, 0);
    this.addSessions(this.firstBat, 0, 0);
  }

  protected begin(at: number): void {
    this.innings.push({ bat: this.firstBat, runs: 0, wickets: 0, balls: 0, recent: [] });
    this.nextGameAt = at + this.game.int(60_000, 120_000);
    this.publishScore(at);
  }

  protected play(at: number): void {
    if (this.inBreak) return this.startSecondInnings(at);
    const inn = this.innings[this.innings.length - 1] as Innings;
    const outcome = this.bowl(inn);
    if (outcome === 'wd') {
      inn.runs += 1;
    } else {
      inn.balls += 1;
      if (outcome === 'W') inn.wickets += 1;
      else inn.runs += Number(outcome);
    }
    inn.recent.push(outcome);
    if (inn.recent.length > 12) inn.recent.shift();
    if (outcome === 'W') this.onWicket(inn, at);
    this.settleReachedSessions(inn);

    const index = this.innings.length - 1;
    const target = index === 1 ? (this.innings[0] as Innings).runs + 1 : Infinity;
    const over = inn.wickets === 10 || inn.balls === this.rules.overs * 6 || inn.runs >= target;
    if (over) this.endInnings(inn, at);
    else
      this.nextGameAt =
        at +
        this.game.int(...this.rules.ballGapMs) +
        (outcome !== 'wd' && inn.balls % 6 === 0 ? this.game.int(...this.rules.overGapMs) : 0);
    this.fair = this.chanceFirstTeamWins();
    this.publishScore(at);
  }

  protected quote(market: SimMarket): FeedRunnerPrice[] {
    const inPlay = this.event.status === 'inPlay';
    if (market.role === 'mo') {
      walkNoise(market.noise, this.noise, inPlay ? 0.05 : 0.02);
      const probs = noisyProbabilities([this.fair, 1 - this.fair], market.noise);
      const quoted = probs.map((probability) => ({ probability, quote: exchangeQuote(probability, 1, this.liquidity, this.noise) }));
      this.matchOddsQuote = quoted;
      // An open bookmaker (listed after the match odds) re-prices in the same step, so the
      // two markets never show prices from different moments.
      if (this.bookmaker.status === 'open') this.bookmaker.nextPriceAt = 0;
      return market.def.runners.map((r, i) => ({ id: r.id, status: 'active', ...(quoted[i]?.quote ?? NO_QUOTE) }));
    }
    if (market.role === 'bm') {
      const mo = this.matchOddsQuote;
      return market.def.runners.map((r, i) => {
        const runner = mo?.[i];
        // Nothing to follow before the match odds have a price: no offer rather than a guess.
        return { id: r.id, status: 'active', ...(runner ? bookmakerQuote(runner.probability, runner.quote, 100_000) : NO_QUOTE) };
      });
    }
    walkNoise(market.noise, this.noise, 0.25);
    const line = this.sessionLine(market) + (market.noise[0] ?? 0);
    const runner = market.def.runners[0];
    return runner ? [{ id: runner.id, status: 'active', ...sessionQuote(line, this.sessionStyle) }] : [];
  }

  private weightsFor(bat: number): number[] {
    const edge = (this.teams[bat] as Team).strength / (this.teams[1 - bat] as Team).strength;
    return this.rules.outcomes.map(([o, w]) => (o === '4' || o === '6' ? w * edge : o === 'W' ? w / edge : w));
  }

  private bowl(inn: Innings): string {
    const weights = this.ballWeights[inn.bat] as number[];
    return (this.rules.outcomes[this.game.weighted(weights)] as [string, number])[0];
  }

  private addSessions(bat: number, inningsIndex: number, at: number): void {
    const code = (this.teams[bat] as Team).code;
    const names = [
      ...this.rules.sessionOvers.map((overs) => ({ name: `${overs} Over Runs ${code}`, role: `overs:${overs}:${inningsIndex}` })),
      { name: `Fall of 1st Wkt ${code}`, role: `wkt1:0:${inningsIndex}` },
    ];
    for (const s of names) {
      const runner = { id: selectionIdOf(`${this.event.id}:${s.name}`), name: s.name };
      this.addMarket({ name: s.name, type: 'session', role: s.role, runners: [runner], ...LIMITS.session }, at);
    }
  }

  private sessionsOf(inningsIndex: number): SimMarket[] {
    return this.markets.filter((m) => m.def.type === 'session' && m.status !== 'closed' && m.role.endsWith(`:${inningsIndex}`));
  }

  private onWicket(inn: Innings, at: number): void {
    const index = this.innings.length - 1;
    if (inn.wickets === 1) {
      const fall = this.sessionsOf(index).find((m) => m.role.startsWith('wkt1:'));
      if (fall) this.settle(fall, { marketId: fall.def.id, kind: 'score', score: inn.runs });
    }
    const until = at + this.game.int(4_000, 9_000);
    this.suspend(this.bookmaker, at, until);
    for (const session of this.sessionsOf(index)) this.suspend(session, at, until);
  }

  private settleReachedSessions(inn: Innings): void {
    for (const session of this.sessionsOf(this.innings.length - 1)) {
      const [kind, overs] = session.role.split(':');
      if (kind === 'overs' && inn.balls === Number(overs) * 6) {
        this.settle(session, { marketId: session.def.id, kind: 'score', score: inn.runs });
      }
    }
  }

  /**
   * An innings that ends before a session's over (all out, or the chase won) settles the
   * session at the innings total, and an unbroken opening stand settles "Fall of 1st Wkt"
   * at it too: the score the line was about is final.
   */
  private endInnings(inn: Innings, at: number): void {
    for (const session of this.sessionsOf(this.innings.length - 1)) {
      this.settle(session, { marketId: session.def.id, kind: 'score', score: inn.runs });
    }
    if (this.innings.length === 1) {
      this.inBreak = true;
      this.nextGameAt = at + this.rules.inningsBreakMs;
      this.addSessions(1 - inn.bat, 1, at);
      for (const s of this.sessionsOf(1)) this.suspend(s, at, this.nextGameAt);
      return;
    }
    const first = this.innings[0] as Innings;
    let winner: number;
    if (inn.runs > first.runs) {
      winner = inn.bat;
      this.result = `${this.code(winner)} won by ${10 - inn.wickets} wickets`;
    } else if (inn.runs < first.runs) {
      winner = first.bat;
      this.result = `${this.code(winner)} won by ${first.runs - inn.runs} runs`;
    } else {
      // A tie goes to a Super Over; its winner takes the match markets.
      winner = this.game.chance(strengthChance((this.teams[0] as Team).strength, (this.teams[1] as Team).strength)) ? 0 : 1;
      this.result = `Match tied (${this.code(winner)} won the Super Over)`;
    }
    const winnerId = selectionIdOf((this.teams[winner] as Team).name);
    this.settle(this.matchOdds, { marketId: this.matchOdds.def.id, kind: 'winner', winnerRunnerId: winnerId });
    this.settle(this.bookmaker, { marketId: this.bookmaker.def.id, kind: 'winner', winnerRunnerId: winnerId });
    this.finish();
  }

  private startSecondInnings(at: number): void {
    this.inBreak = false;
    this.innings.push({ bat: 1 - this.firstBat, runs: 0, wickets: 0, balls: 0, recent: [] });
    this.nextGameAt = at + this.game.int(...this.rules.ballGapMs);
    this.publishScore(at);
  }

  private get runsPerBall(): number {
    return this.rules.overs === 20 ? 1.38 : 0.95;
  }

  /** Runs a side still expects from `ballsLeft` with `wickets` down. */
  private expectedRuns(ballsLeft: number, wickets: number): number {
    return ballsLeft * this.runsPerBall * Math.pow((10 - wickets) / 10, 0.6);
  }

  private chanceFirstTeamWins(): number {
    const maxBalls = this.rules.overs * 6;
    const first = this.innings[0];
    const second = this.innings[1];
    const preMatch = strengthChance((this.teams[0] as Team).strength, (this.teams[1] as Team).strength);
    if (!first) return preMatch;
    const batFirstIsZero = first.bat === 0;
    const preBatFirst = batFirstIsZero ? preMatch : 1 - preMatch;
    let batFirstWins: number;
    if (!second) {
      const par = maxBalls * this.runsPerBall;
      const projected = first.runs + this.expectedRuns(maxBalls - first.balls, first.wickets);
      batFirstWins = logistic(logit(preBatFirst) + (3.5 * (projected - par)) / par);
    } else {
      const need = first.runs + 1 - second.runs;
      if (need <= 0) batFirstWins = 0;
      else {
        const ballsLeft = maxBalls - second.balls;
        const expected = this.expectedRuns(ballsLeft, second.wickets);
        if (second.wickets === 10 || ballsLeft === 0) batFirstWins = 1;
        else batFirstWins = 1 - logistic((1.7 * (expected - need)) / (0.25 * expected + 8) + 0.3 * logit(1 - preBatFirst));
      }
    }
    const p = batFirstIsZero ? batFirstWins : 1 - batFirstWins;
    return Math.min(0.995, Math.max(0.005, p));
  }

  /** The line a session is quoted at: the runs the batting side is projected to have. */
  private sessionLine(market: SimMarket): number {
    const [kind, oversText, inningsText] = market.role.split(':');
    const inn = this.innings[Number(inningsText)];
    const runs = inn?.runs ?? 0;
    const balls = inn?.balls ?? 0;
    const wickets = inn?.wickets ?? 0;
    if (kind === 'wkt1') {
      const wicketChance = this.rules.overs === 20 ? 0.05 : 0.03;
      return runs + (0.8 * this.runsPerBall) / wicketChance;
    }
    const ballsTo = Math.min(Number(oversText) * 6, this.rules.overs * 6) - balls;
    return runs + this.expectedRuns(Math.max(0, ballsTo), wickets);
  }

  private code(team: number): string {
    return (this.teams[team] as Team).code;
  }

  private publishScore(at: number): void {
    const order = [this.firstBat, 1 - this.firstBat];
    const current = this.innings[this.innings.length - 1];
    const teams = order.map((t) => {
      const inn = this.innings.find((i) => i.bat === t);
      return inn
        ? { name: this.code(t), score: `${inn.runs}/${inn.wickets}`, detail: `(${overs(inn.balls)} ov)` }
        : { name: this.code(t), score: '', detail: 'Yet to bat' };
    });
    let summary: string;
    let state: 'live' | 'break' | 'finished' = 'live';
    const first = this.innings[0] as Innings;
    if (this.finished) {
      summary = this.result;
      state = 'finished';
    } else if (this.inBreak) {
      summary = `Innings break · ${this.code(1 - first.bat)} need ${first.runs + 1} to win`;
      state = 'break';
    } else if (this.innings.length === 2 && current) {
      const ballsLeft = this.rules.overs * 6 - current.balls;
      summary = `${this.code(current.bat)} need ${first.runs + 1 - current.runs} from ${ballsLeft} balls`;
    } else {
      const choice = this.firstBat === this.tossWinner ? 'bat' : 'bowl';
      summary = `${this.code(this.tossWinner)} won the toss and chose to ${choice}`;
    }
    this.setScore({
      eventId: this.event.id,
      eventTypeId: this.eventTypeId,
      state,
      teams,
      summary,
      clock: current ? overs(current.balls) : '0.0',
      recent: current ? current.recent.slice(-6) : [],
      updatedAt: this.iso(at),
    });
  }

  /** For tests and tools: runs of the innings in progress (or last) and its legal balls. */
  get currentInnings(): Readonly<Innings> | undefined {
    return this.innings[this.innings.length - 1];
  }
}

const NO_QUOTE: Quote = { back: [], lay: [] };

function overs(balls: number): string {
  return `${Math.floor(balls / 6)}.${balls % 6}`;
}

/** Chance that a side of strength `a` beats one of strength `b` (a logistic on the ratio). */
export function strengthChance(a: number, b: number): number {
  return logistic(3 * Math.log(a / b));
}
