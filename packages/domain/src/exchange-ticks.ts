/**
 * The price ladder of a betting exchange, in hundredths (1.01 -> 101). Between 1.01 and 2 prices
 * move by 0.01, and the step widens with the price, up to 10 between 100 and 1000. An exchange
 * only accepts prices on this ladder, so the simulator never quotes anything else.
 */
const BANDS: readonly [from: number, to: number, step: number][] = [
  [100, 200, 1],
  [200, 300, 2],
  [300, 400, 5],
  [400, 600, 10],
  [600, 1000, 20],
  [1000, 2000, 50],
  [2000, 3000, 100],
  [3000, 5000, 200],
  [5000, 10000, 500],
  [10000, 100000, 1000],
];

/** Every valid price, ascending: 101, 102, ... 100000. */
export const EXCHANGE_TICKS: readonly number[] = (() => {
  const ticks: number[] = [];
  for (const [from, to, step] of BANDS) {
    for (let odd = from + step; odd <= to; odd += step) ticks.push(odd);
  }
  return ticks;
})();

export const MIN_EXCHANGE_ODD = 101;
export const MAX_EXCHANGE_ODD = 100000;

const TICK_INDEX = new Map(EXCHANGE_TICKS.map((odd, i) => [odd, i]));

export function isExchangeTick(odd: number): boolean {
  return TICK_INDEX.has(odd);
}

/** Index in EXCHANGE_TICKS of the highest tick at or below `odd` (hundredths, may be fractional); 0 below the ladder. */
export function floorIndex(odd: number): number {
  let lo = 0;
  let hi = EXCHANGE_TICKS.length - 1;
  if (odd <= MIN_EXCHANGE_ODD) return 0;
  if (odd >= MAX_EXCHANGE_ODD) return hi;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if ((EXCHANGE_TICKS[mid] as number) <= odd) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** The tick `offset` steps away from the highest tick at or below `odd`, clamped to the ladder. */
export function tickAt(odd: number, offset = 0): number {
  const i = Math.min(EXCHANGE_TICKS.length - 1, Math.max(0, floorIndex(odd) + offset));
  return EXCHANGE_TICKS[i] as number;
}

/** Moves a valid tick by `steps` ticks (negative = shorter price). */
export function stepTick(odd: number, steps: number): number {
  const i = TICK_INDEX.get(odd) ?? floorIndex(odd);
  return EXCHANGE_TICKS[Math.min(EXCHANGE_TICKS.length - 1, Math.max(0, i + steps))] as number;
}
