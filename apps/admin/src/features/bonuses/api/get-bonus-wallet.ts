import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { routes } from '@backlay/contract';
import { callApi } from '../../../lib/api-client';

export interface BonusWalletFilter {
  page: number;
  limit: number;
  startDate: string;
  endDate: string;
  search?: string;
  /** The administrator's choice; a whiteLabel reads its own label. */
  whiteLabelId?: string;
}

/** GET api/{role}/bonus/wallet: the promotions account's figures and the bonuses given (B2C labels). */
export function useBonusWallet(query: BonusWalletFilter, enabled = true) {
  return useQuery({
    queryKey: ['bonuses', 'wallet', query] as const,
    queryFn: ({ signal }) => callApi(routes.bonuses.getBonusWallet, { query, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}
