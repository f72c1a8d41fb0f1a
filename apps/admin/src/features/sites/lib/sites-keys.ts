import type { DomainsQuery, WhiteLabelsQuery } from '@backlay/contract';

/** Query keys of the Sites screens (one place, so a save refreshes every list it touches). */
export const sitesKeys = {
  all: ['sites'] as const,
  whiteLabels: (q?: WhiteLabelsQuery) => (q ? (['sites', 'whiteLabels', q] as const) : (['sites', 'whiteLabels'] as const)),
  domains: (q?: DomainsQuery) => (q ? (['sites', 'domains', q] as const) : (['sites', 'domains'] as const)),
  theme: (whiteLabelId: string) => ['sites', 'theme', whiteLabelId] as const,
};
