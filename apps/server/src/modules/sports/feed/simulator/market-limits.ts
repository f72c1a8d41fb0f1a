/**
 * Stake limits and in-play delays the simulated markets come with, in paise and seconds. They
 * follow what Indian exchanges commonly set: wide limits on match odds, tighter ones on
 * sessions and thin markets. Staff can change them per market afterwards.
 */
const rupees = (n: number) => n * 100;

export const LIMITS = {
  matchOdds: { minStakePaise: rupees(100), maxStakePaise: rupees(500_000), delaySecond: 5 },
  bookmaker: { minStakePaise: rupees(100), maxStakePaise: rupees(200_000), delaySecond: 2 },
  session: { minStakePaise: rupees(100), maxStakePaise: rupees(50_000), delaySecond: 2 },
  secondary: { minStakePaise: rupees(100), maxStakePaise: rupees(100_000), delaySecond: 5 },
  race: { minStakePaise: rupees(100), maxStakePaise: rupees(50_000), delaySecond: 3 },
  special: { minStakePaise: rupees(100), maxStakePaise: rupees(25_000), delaySecond: 0 },
} as const;
