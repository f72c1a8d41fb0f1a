import { EVENT_TYPE_IDS } from '@backlay/contract';
import type { FeedRunnerPrice } from '../../feed-source.js';
import { selectionIdOf } from '../fixture-ids.js';
import { POLITICS_SPECIALS } from '../fixture-names.js';
import { LIMITS } from '../market-limits.js';
import { exchangeQuote, noisyProbabilities, walkNoise } from '../pricing.js';
import { Rng } from '../prng.js';
import { SimFixture, type FixtureSlot, type SimMarket } from '../sim-fixture.js';

const COUNT_STEP_MS = 15 * 60_000;
const COUNT_STEPS = 8;

/**
 * A long-running politics special: several parties, prices that drift for days, and on the
 * counting day (the start time) a two-hour count that moves the market to the winner.
 */
export class PoliticsFixture extends SimFixture {
  private readonly market: SimMarket;
  private fair: number[];
  private readonly start: number[];
  private winner = 0;
  private counted = 0;

  constructor(slot: FixtureSlot) {
    const setup = Rng.derive(slot.seed, slot.laneKey, slot.slot, 'setup');
    const special = setup.pick(POLITICS_SPECIALS);
    const year = new Date(slot.openDate).getUTCFullYear();
    super(slot, EVENT_TYPE_IDS.politics, `${special.name} ${year}`);
    const weights = special.candidates.map((_, i) => Math.exp(setup.normal() * 0.8 - i * 0.4));
    const total = weights.reduce((a, b) => a + b, 0);
    this.start = weights.map((w) => w / total);
    this.fair = [...this.start];
    this.market = this.addMarket(
      {
        name: special.marketName,
        type: 'betfair',
        role: 'special',
        runners: special.candidates.map((c) => ({ id: selectionIdOf(c), name: c })),
        ...LIMITS.special,
      },
      0,
    );
  }

  protected begin(at: number): void {
    this.winner = this.game.weighted(this.start);
    this.nextGameAt = at + COUNT_STEP_MS;
  }

  protected play(at: number): void {
    this.counted += 1;
    const progress = this.counted / COUNT_STEPS;
    if (progress >= 1) {
      const winnerId = this.market.def.runners[this.winner]?.id ?? '';
      this.settle(this.market, { marketId: this.market.def.id, kind: 'winner', winnerRunnerId: winnerId });
      return this.finish();
    }
    this.fair = this.start.map((p, i) => (1 - progress) * p + (i === this.winner ? progress : 0));
    this.nextGameAt = at + COUNT_STEP_MS;
  }

  protected quote(market: SimMarket): FeedRunnerPrice[] {
    walkNoise(market.noise, this.noise, 0.01);
    const probs = noisyProbabilities(this.fair, market.noise);
    return market.def.runners.map((r, i) => ({ id: r.id, status: 'active', ...exchangeQuote(probs[i] as number, 2, 3_000, this.noise) }));
  }
}
