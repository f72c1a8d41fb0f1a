/**
 * Query keys of the bonus screens. The deposit drawer's offer chooser (features/money) reads
 * the offers under the same key, so both share one cache entry.
 */
export const bonusKeys = {
  offers: ['bonuses', 'offers'] as const,
  mine: (status: 'all' | 'pending') => ['bonuses', 'mine', status] as const,
};
