import { Profiler, type ReactElement, type ReactNode } from 'react';
import { act, cleanup, fireEvent, render as rtlRender, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createInstance, type i18n as I18n } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { applyMarketPrice, primeMarketPrices, usePriceStore } from '../../lib/live/price-store';
import { market, price, runner } from '../../lib/live/test/fixtures';
import { FLASH_CLASS, PriceCell } from './price-cell';
import { HeadlineOdds, favouriteOf, headlineColumns, headlineHeadings } from './headline-odds';
import { formatOdd, formatSize } from './format-price';

let i18n: I18n;
beforeAll(async () => {
  i18n = createInstance();
  await i18n.use(initReactI18next).init({ lng: 'en-us', resources: {}, react: { useSuspense: false } });
});
beforeEach(() => usePriceStore.setState({ prices: {}, stale: {} }));
afterEach(cleanup);

/** English defaults through a real i18next instance, as the app renders them. */
function render(ui: ReactElement) {
  return rtlRender(ui, { wrapper: ({ children }: { children: ReactNode }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider> });
}

function cellOf(label: RegExp) {
  return screen.getByRole('img', { name: label });
}

describe('PriceCell', () => {
  it('shows the price and its size, then flashes when the value changes', () => {
    applyMarketPrice(price('1.1', 1));
    render(<PriceCell marketId="1.1" runnerId="r1" side="back" />);
    const cell = cellOf(/^Back 1.85/);
    expect(cell.textContent).toBe('1.852.5k');
    expect(cell.className).not.toContain(FLASH_CLASS);

    act(() => applyMarketPrice(price('1.1', 2, { runners: [{ id: 'r1', status: 'active', back: [{ odd: 1.9, run: 2500 }], lay: [] }] })));
    expect(cellOf(/^Back 1.9,/).className).toContain(FLASH_CLASS);
  });

  it('re-renders only the cells of the market that changed', () => {
    primeMarketPrices([price('1.1', 1), price('1.2', 1)]);
    const renders: Record<string, number> = { a: 0, b: 0 };
    const count = (id: string) => () => {
      renders[id]! += 1;
    };
    render(
      <>
        <Profiler id="a" onRender={count('a')}>
          <PriceCell marketId="1.1" runnerId="r1" side="back" />
          <PriceCell marketId="1.1" runnerId="r1" side="lay" />
        </Profiler>
        <Profiler id="b" onRender={count('b')}>
          <PriceCell marketId="1.2" runnerId="r1" side="back" />
          <PriceCell marketId="1.2" runnerId="r1" side="lay" />
        </Profiler>
      </>,
    );
    const before = { ...renders };
    for (let seq = 2; seq <= 6; seq++) {
      act(() =>
        applyMarketPrice(
          price('1.1', seq, {
            runners: [{ id: 'r1', status: 'active', back: [{ odd: 1.8 + seq / 100, run: 100 }], lay: [{ odd: 3, run: 5 }] }],
          }),
        ),
      );
    }
    expect(renders.a! - before.a!).toBe(5);
    expect(renders.b).toBe(before.b);
  });

  it('hides the price while the market is suspended and when the level is empty', () => {
    applyMarketPrice(price('1.1', 1, { status: 'suspended' }));
    render(
      <>
        <PriceCell marketId="1.1" runnerId="r1" side="back" />
        <PriceCell marketId="1.1" runnerId="r2" side="lay" level={2} />
      </>,
    );
    expect(screen.getAllByRole('img', { name: /no price/ })).toHaveLength(2);
    expect(screen.queryByText('1.85')).toBeNull();
  });

  it('is a button only when something takes the selection', () => {
    applyMarketPrice(price('1.1', 1));
    const onSelect = vi.fn();
    const { rerender } = render(<PriceCell marketId="1.1" runnerId="r2" side="lay" />);
    expect(screen.queryByRole('button')).toBeNull();
    rerender(<PriceCell marketId="1.1" runnerId="r2" side="lay" onSelect={onSelect} />);
    fireEvent.click(screen.getByRole('button', { name: /^Lay 2.14/ }));
    expect(onSelect).toHaveBeenCalledWith({ marketId: '1.1', runnerId: 'r2', side: 'lay', odd: 2.14, run: 300 });
  });

  it('shows a session line big and its rate under it, as Yes and No', () => {
    applyMarketPrice(
      price('s.1', 1, { runners: [{ id: 'line', status: 'active', back: [{ odd: 100, run: 46 }], lay: [{ odd: 110, run: 45 }] }] }),
    );
    render(
      <>
        <PriceCell marketId="s.1" runnerId="line" side="lay" variant="session" />
        <PriceCell marketId="s.1" runnerId="line" side="back" variant="session" />
      </>,
    );
    expect(cellOf(/^No/).textContent).toBe('45110');
    expect(cellOf(/^Yes/).textContent).toBe('46100');
  });
});

describe('price text', () => {
  it('trims odds to two decimals and sizes to short rupees', () => {
    expect([formatOdd(1.85), formatOdd(2), formatOdd(1.8499999), formatOdd(85)]).toEqual(['1.85', '2', '1.85', '85']);
    expect([formatSize(250), formatSize(1500), formatSize(250000), formatSize(12.5)]).toEqual(['250', '1.5k', '2.5l', '12.50']);
  });
});

describe('HeadlineOdds', () => {
  it('orders home, draw, away whatever the feed sort, and leaves X empty for two runners', () => {
    const three = [runner('r1', 'Arsenal'), runner('r2', 'Chelsea'), runner('r3', 'The Draw', { sort: 0 })];
    expect(headlineColumns(three).map((r) => r?.name)).toEqual(['Arsenal', 'The Draw', 'Chelsea']);
    expect(headlineColumns([runner('r1', 'India'), runner('r2', 'Australia')]).map((r) => r?.name ?? null)).toEqual([
      'India',
      null,
      'Australia',
    ]);
  });

  it('heads a list 1 / X / 2: X only when a market has a draw, nothing over a race or an empty list', () => {
    const twoWay = market('1.1', { teams: [runner('r1', 'India'), runner('r2', 'Australia')] });
    const threeWay = market('1.2', { teams: [runner('r1', 'Arsenal'), runner('r2', 'The Draw'), runner('r3', 'Chelsea')] });
    const race = market('1.3', { teams: ['A', 'B', 'C', 'D'].map((n, i) => runner(`r${i + 1}`, n)) });
    expect(headlineHeadings([twoWay, null])).toEqual(['1', null, '2']);
    expect(headlineHeadings([twoWay, threeWay])).toEqual(['1', 'X', '2']);
    expect(headlineHeadings([threeWay, race])).toBeNull();
    expect(headlineHeadings([null])).toBeNull();
  });

  it('primes the store from its market and overlays SUSPENDED when the market is not open', () => {
    const m = market('1.5');
    const { rerender } = render(<HeadlineOdds market={m} />);
    expect(screen.getAllByRole('img', { name: /^Back 2,/ })).toHaveLength(2);
    expect(screen.queryByText('SUSPENDED')).toBeNull();
    act(() => applyMarketPrice({ ...price('1.5', 2), status: 'suspended' }));
    expect(screen.getByText('SUSPENDED')).toBeTruthy();
    rerender(<HeadlineOdds market={null} />);
    expect(screen.queryByText('SUSPENDED')).toBeNull();
  });
});

describe('HeadlineOdds of a race or election (more than three runners)', () => {
  const field = market('1.9', {
    teams: [
      runner('r1', 'Thunder Bay', { back: [{ odd: 6, run: 100 }], lay: [{ odd: 6.4, run: 90 }] }),
      runner('r2', 'Silver Arrow', { back: [{ odd: 2.5, run: 300 }], lay: [{ odd: 2.56, run: 200 }] }),
      runner('r3', 'Night Owl', { back: [{ odd: 4, run: 150 }], lay: [{ odd: 4.2, run: 100 }] }),
      runner('r4', 'Red Comet', { back: [{ odd: 9, run: 50 }], lay: [{ odd: 9.6, run: 40 }] }),
    ],
  });

  it('shows the favourite, the shortest-priced runner, with its best back and lay', () => {
    render(<HeadlineOdds market={field} />);
    expect(screen.getByText('Silver Arrow')).toBeTruthy();
    expect(screen.getByText('Favourite of 4 runners')).toBeTruthy();
    expect(screen.getByText('2.5')).toBeTruthy();
    expect(screen.getByText('2.56')).toBeTruthy();
  });

  it('follows the market: a new favourite takes the row when prices move', () => {
    render(<HeadlineOdds market={field} />);
    act(() =>
      applyMarketPrice(
        price('1.9', 5, {
          runners: [
            { id: 'r1', status: 'active', back: [{ odd: 1.9, run: 500 }], lay: [{ odd: 1.92, run: 400 }] },
            { id: 'r2', status: 'active', back: [{ odd: 3, run: 300 }], lay: [{ odd: 3.1, run: 200 }] },
            { id: 'r3', status: 'active', back: [{ odd: 4, run: 150 }], lay: [{ odd: 4.2, run: 100 }] },
            { id: 'r4', status: 'removed', back: [], lay: [] },
          ],
        }),
      ),
    );
    expect(screen.getByText('Thunder Bay')).toBeTruthy();
    expect(favouriteOf(field.teams, undefined)?.name).toBe('Thunder Bay');
  });
});
