import { describe, expect, it } from 'vitest';
import { BET_MESSAGES } from '@backlay/contract';
import { parseTypedOdd, sanitizeStake } from './slip-bet';
import { stepSlipOdd } from './odds-step';
import { slipProblem } from './validate-bet';
import { browserDetail, orderPayload } from './order-payload';
import { slipBet } from './test/fixtures';

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const MAC_FIREFOX = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.1; rv:132.0) Gecko/20100101 Firefox/132.0';

describe('stake input', () => {
  it.each([
    ['1500', 1500],
    ['0015', 15],
    ['000', 0],
    ['', 0],
    ['1a2b3', 123],
    ['-50', 50],
    ['12.75', 12],
    ['1,000.50', 1000],
    ['100.', 100],
    ['.5', 0],
    [' 2 000 ', 2000],
  ])('%j -> %d (digits only, leading zeros stripped, whole rupees)', (text, stake) => {
    expect(sanitizeStake(text)).toBe(stake);
  });

  it('never grows past nine digits', () => {
    expect(sanitizeStake('12345678901')).toBe(123456789);
  });
});

describe('typed odds', () => {
  it('takes decimals with up to two places and nothing else', () => {
    expect(parseTypedOdd('1.85')).toBe(1.85);
    expect(parseTypedOdd('2.')).toBe(2);
    expect(parseTypedOdd('85')).toBe(85);
    expect(parseTypedOdd('1.855')).toBeNull();
    expect(parseTypedOdd('-1')).toBeNull();
    expect(parseTypedOdd('')).toBeNull();
  });
});

describe('odds stepper', () => {
  it('moves exchange prices along the exchange price ladder, never below 1.01', () => {
    expect(stepSlipOdd('betfair', 1.85, 1)).toBe(1.86);
    expect(stepSlipOdd('betfair', 2, 1)).toBe(2.02);
    expect(stepSlipOdd('betfair', 2, -1)).toBe(1.99);
    expect(stepSlipOdd('betfair', 3.05, 1)).toBe(3.1);
    expect(stepSlipOdd('betfair', 110, 1)).toBe(120);
    expect(stepSlipOdd('betfair', 1000, 1)).toBe(1000);
    expect(stepSlipOdd('betfair', 1.01, -1)).toBe(1.01);
    // A typed price between ticks moves to the neighbouring tick.
    expect(stepSlipOdd('betfair', 2.01, 1)).toBe(2.02);
    expect(stepSlipOdd('betfair', 2.01, -1)).toBe(2);
    expect(stepSlipOdd('betfair', 1, 1)).toBe(1.01);
  });

  it('moves bookmaker odds by the docs/product.md rule: 1 for whole numbers, never below 0', () => {
    expect(stepSlipOdd('bookmaker', 85, 1)).toBe(86);
    expect(stepSlipOdd('bookmaker', 0, -1)).toBe(0);
    expect(stepSlipOdd('bookmaker', 0.5, 1)).toBe(0.51);
  });
});

describe('slip checks (docs/product.md §5)', () => {
  const bet = slipBet();
  it('asks for a stake', () => {
    expect(slipProblem(bet, 0)).toBe(BET_MESSAGES.invalidStake);
  });
  it('keeps the stake within min and max', () => {
    expect(slipProblem(bet, 99)).toBe(BET_MESSAGES.amountShouldBeInRange);
    expect(slipProblem(bet, 100_001)).toBe(BET_MESSAGES.amountShouldBeInRange);
    expect(slipProblem(bet, 100)).toBeNull();
    expect(slipProblem(bet, 100_000)).toBeNull();
  });
  it('refuses an odd or a run of 0', () => {
    expect(slipProblem({ ...bet, odd: 0 }, 500)).toBe(BET_MESSAGES.oddRunCantBeZero);
    expect(slipProblem({ ...bet, run: 0 }, 500)).toBe(BET_MESSAGES.oddRunCantBeZero);
  });
});

describe('order payload', () => {
  it('carries the bet as the player saw it, with the market type upper-cased and an unknown nation', () => {
    expect(orderPayload(slipBet({ oddType: 'LAY' }), 1500, ANDROID_CHROME)).toEqual({
      marketId: '1.1',
      oddType: 'LAY',
      odd: 1.85,
      run: 2500,
      teamId: 'r1',
      eventId: 'e1',
      marketType: 'BETFAIR',
      matchDate: '2026-11-01T14:00:00.000Z',
      name: 'India',
      stake: 1500,
      nation: 'Unknown',
      browserDetail: { name: 'Mobile Chrome', os: 'Android 14', version: '131.0.0.0', mobile: true },
    });
  });

  it('reads a desktop browser as not mobile', () => {
    expect(browserDetail(MAC_FIREFOX)).toEqual({ name: 'Firefox', os: 'macOS 14.1', version: '132.0', mobile: false });
  });

  it('names the session market type and keeps the line as the run', () => {
    const p = orderPayload(slipBet({ marketType: 'session', odd: 100, run: 46, teamName: '10 Over Runs IND' }), 500, MAC_FIREFOX);
    expect(p).toMatchObject({ marketType: 'SESSION', odd: 100, run: 46, name: '10 Over Runs IND' });
  });
});
