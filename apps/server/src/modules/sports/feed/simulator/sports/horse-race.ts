import { EVENT_TYPE_IDS } from '@backlay/contract';
import type { FeedRunnerPrice } from '../../feed-source.js';
import { selectionIdOf } from '../fixture-ids.js';
import { HORSE_NAMES } from '../fixture-names.js';
import { LIMITS } from '../market-limits.js';
import { exchangeQuote, noisyProbabilities, walkNoise } from '../pricing.js';
import { Rng } from '../prng.js';
import { SimFixture, type FixtureSlot, type SimMarket } from '../sim-fixture.js';

const STRIDE_MS = 5_000;

interface Horse {
  id: string;
  name: string;
  strength: number;
  /** Distance run so far, in arbitrary units. */
  position: number;
}

/**
 * A horse race: a Win market of 6 to 10 runners that trades before the off, goes in play at
 * the start time, re-prices on positions during the ~2 minute race and settles on the winner.
 */
export class HorseRaceFixture extends SimFixture {
  private readonly horses: Horse[];
  private readonly raceMs: number;
  private startedAt = 0;
  private readonly win: SimMarket;
  private fair: number[];

  constructor(slot: FixtureSlot) {
    const setup = Rng.derive(slot.seed, slot.laneKey, slot.slot, 'setup');
    const off = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', timeZone: slot.competition.timezone }).format(
      new Date(slot.openDate),
    );
    super(slot, EVENT_TYPE_IDS.horseRacing, `${off} ${slot.competition.name}`);
    const field = setup.sample(HORSE_NAMES, setup.int(6, 10));
    this.horses = field.map((name) => ({ id: selectionIdOf(name), name, strength: Math.exp(setup.normal() * 0.55), position: 0 }));
    this.raceMs = setup.int(105_000, 135_000);
    const total = this.horses.reduce((sum, h) => sum + h.strength, 0);
    this.fair = this.horses.map((h) => h.strength / total);
    this.win = this.addMarket(
      {
        name: 'Win',
        type: 'betfair',
        role: 'win',
        runners: this.horses.map((h, i) => ({ id: h.id, name: `${i + 1}. ${h.name}` })),
        ...LIMITS.race,
      },
      0,
    );
  }

  protected begin(at: number): void {
    this.startedAt = at;
    // Exchanges suspend at the off while the market turns in play.
    this.suspend(this.win, at, at + this.game.int(3_000, 5_000));
    this.nextGameAt = at + STRIDE_MS;
    this.publishScore(at);
  }

  protected play(at: number): void {
    for (const horse of this.horses) {
      horse.position += Math.pow(horse.strength, 0.25) * (1 + this.game.normal() * 0.3);
    }
    const progress = Math.min(1, (at - this.startedAt) / this.raceMs);
    if (progress >= 1) return this.finishRace(at);
    const lead = Math.max(...this.horses.map((h) => h.position));
    const weights = this.horses.map((h) => Math.exp((h.position - lead) * (1.5 + 6 * progress)) * Math.pow(h.strength, 1 - progress));
    const total = weights.reduce((a, b) => a + b, 0);
    this.fair = weights.map((w) => w / total);
    this.nextGameAt = at + STRIDE_MS;
    this.publishScore(at);
  }

  protected quote(market: SimMarket): FeedRunnerPrice[] {
    const inPlay = this.event.status === 'inPlay';
    walkNoise(market.noise, this.noise, inPlay ? 0.08 : 0.03);
    const probs = noisyProbabilities(this.fair, market.noise);
    return market.def.runners.map((r, i) => ({
      id: r.id,
      status: 'active',
      ...exchangeQuote(probs[i] as number, inPlay ? 2 : 1, 4_000, this.noise),
    }));
  }

  private finishRace(at: number): void {
    const order = [...this.horses].sort((a, b) => b.position - a.position);
    const winner = order[0] as Horse;
    this.settle(this.win, { marketId: this.win.def.id, kind: 'winner', winnerRunnerId: winner.id });
    this.finish();
    this.publishScore(at, order);
  }

  private publishScore(at: number, finalOrder?: Horse[]): void {
    const order = finalOrder ?? [...this.horses].sort((a, b) => b.position - a.position);
    const elapsed = Math.max(0, Math.round((at - this.startedAt) / 1000));
    this.setScore({
      eventId: this.event.id,
      eventTypeId: this.eventTypeId,
      state: finalOrder ? 'finished' : 'live',
      teams: order.slice(0, 3).map((h, i) => ({ name: h.name, score: ['1st', '2nd', '3rd'][i] ?? '', detail: '' })),
      summary: finalOrder ? `Winner: ${order[0]?.name ?? ''}` : elapsed === 0 ? 'Off' : 'Running',
      clock: `${Math.floor(elapsed / 60)}:${String(elapsed % 60).padStart(2, '0')}`,
      recent: [],
      updatedAt: this.iso(at),
    });
  }
}
