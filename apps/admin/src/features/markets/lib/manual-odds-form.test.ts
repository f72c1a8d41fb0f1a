import { describe, expect, it } from 'vitest';
import { MARKET_ADMIN_MESSAGES } from '@backlay/contract';
import { formOfMarket, oddsBody, type OddsForm } from './manual-odds-form';

const team = (id: string, back: { odd: number; run: number }[], lay: { odd: number; run: number }[]) => ({
  id,
  name: id.toUpperCase(),
  sort: 0,
  status: 'active' as const,
  back,
  lay,
});

describe('manual odds form', () => {
  it('starts from the market’s prices and sends them back unchanged', () => {
    const form = formOfMarket({
      type: 'bookmaker',
      teams: [team('a', [{ odd: 85, run: 1000 }], [{ odd: 90, run: 1000 }]), team('b', [], [])],
    });
    expect(oddsBody('m.1', form, 5000)).toEqual({
      body: {
        marketId: 'm.1',
        runners: [
          { id: 'a', status: 'active', back: { odd: 85, run: 1000 }, lay: { odd: 90, run: 1000 } },
          { id: 'b', status: 'active', back: null, lay: null },
        ],
      },
    });
  });

  it('reads a session line as No (lay) and Yes (back) with runs and rates', () => {
    const form = formOfMarket({ type: 'session', teams: [team('line', [], [])] });
    if (form.kind !== 'session') throw new Error('session form expected');
    const filled: OddsForm = { kind: 'session', line: { ...form.line, noRun: '45', yesRun: '46' } };
    expect(oddsBody('m.2', filled, 0)).toEqual({
      body: { marketId: 'm.2', runners: [{ id: 'line', status: 'active', back: { odd: 100, run: 46 }, lay: { odd: 100, run: 45 } }] },
    });
    expect(oddsBody('m.2', { kind: 'session', line: { ...filled.line, yesRun: '44' } }, 0)).toEqual({
      error: MARKET_ADMIN_MESSAGES.yesBelowNo,
    });
    expect(oddsBody('m.2', { kind: 'session', line: { ...filled.line, yesRun: '' } }, 0)).toEqual({
      error: MARKET_ADMIN_MESSAGES.sessionNeedsRun,
    });
  });

  it('shows the server’s message for what it would refuse', () => {
    const base = formOfMarket({ type: 'bookmaker', teams: [team('a', [], [])] });
    if (base.kind !== 'bookmaker') throw new Error('bookmaker form expected');
    const withA = (fields: Partial<(typeof base.runners)[number]>): OddsForm => ({
      kind: 'bookmaker',
      runners: [{ ...base.runners[0]!, ...fields }],
    });
    expect(oddsBody('m', withA({ back: '90', lay: '85' }), 100)).toEqual({ error: MARKET_ADMIN_MESSAGES.layBelowBack });
    expect(oddsBody('m', withA({ back: '8.5' }), 100)).toEqual({ error: MARKET_ADMIN_MESSAGES.oddNotWhole });
    expect(oddsBody('m', withA({ back: '85', backSize: 'x' }), 100)).toEqual({ error: MARKET_ADMIN_MESSAGES.sizeInvalid });
    expect(oddsBody('m', withA({ backSize: '100' }), 100)).toEqual({ error: MARKET_ADMIN_MESSAGES.oddNotWhole });
    expect(oddsBody('m', withA({ back: '85', suspended: true }), 100)).toMatchObject({
      body: { runners: [{ status: 'suspended', back: { odd: 85 } }] },
    });
  });
});
