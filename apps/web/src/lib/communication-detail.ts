import { useQuery } from '@tanstack/react-query';
import { routes, type CommunicationChannel } from '@backlay/contract';
import { callApi } from './api-client';
import { selectIsPlayerSession, useSession } from './session-store';

/**
 * GET api/user/communicationDetail: the white label's WhatsApp contacts for deposits and
 * withdrawals (docs/product.md §1). Here in lib because the header's money shortcuts
 * (components/layout) and the money screens (features/money) both read it, under one key.
 */
export const communicationKey = ['money', 'communication'] as const;

export async function getCommunicationDetail(signal?: AbortSignal): Promise<CommunicationChannel> {
  return (await callApi(routes.tenancy.getCommunicationDetail, { signal })).docs;
}

/** The contacts change rarely: read once per visit; a failure just leaves the theme's number. */
export function useCommunicationDetail(isEnabled = true) {
  const isPlayer = useSession(selectIsPlayerSession);
  return useQuery({
    queryKey: communicationKey,
    enabled: isPlayer && isEnabled,
    staleTime: 5 * 60_000,
    queryFn: ({ signal }) => getCommunicationDetail(signal),
  });
}

/**
 * The WhatsApp number of a money kind (docs/product.md §1): the channel's depositWhatsapp or
 * withdrawWhatsapp first, else the theme's registration.whatsappNumber ('' when neither is set).
 */
export function moneyWhatsappNumber(
  kind: 'deposit' | 'withdraw',
  channel: CommunicationChannel | undefined,
  themeNumber: string | null | undefined,
): string {
  const own = kind === 'deposit' ? channel?.depositWhatsapp : channel?.withdrawWhatsapp;
  return own || themeNumber || '';
}
