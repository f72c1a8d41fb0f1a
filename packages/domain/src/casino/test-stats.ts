/**
 * Chi-square goodness of fit for the fairness tests. Not exported from the package.
 *
 * Critical values at the 99% level (upper 1% point of the chi-square distribution) by degrees
 * of freedom, from the standard tables: a fair generator exceeds them once in a hundred runs.
 */
export const CHI_SQUARE_CRITICAL_99: Readonly<Record<number, number>> = {
  2: 9.21,
  3: 11.345,
  4: 13.277,
  5: 15.086,
  6: 16.812,
  9: 21.666,
  23: 41.638,
  48: 73.683,
};

/** Pearson's statistic of observed counts against expected probabilities (which sum to 1). */
export function chiSquareStatistic(observed: readonly number[], probabilities: readonly number[]): number {
  const total = observed.reduce((sum, count) => sum + count, 0);
  return observed.reduce((sum, count, i) => {
    const expected = total * probabilities[i]!;
    return sum + (count - expected) ** 2 / expected;
  }, 0);
}

