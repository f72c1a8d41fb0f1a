import { useQuery } from '@tanstack/react-query';
import { DEFAULT_PHONE_CODE, PHONE_CODES_PATH, phoneCodesSchema, type PhoneCode } from '@backlay/contract';

/**
 * GET country-list/phone-codes.json (docs/product.md §7 "static data"): the countries of the
 * phone fields, India first. Here in lib because registration (features/auth) and the profile
 * (features/profile) both read it, under one key.
 */
export async function getPhoneCodes(signal?: AbortSignal): Promise<PhoneCode[]> {
  const res = await fetch(PHONE_CODES_PATH, { headers: { accept: 'application/json' }, signal });
  if (!res.ok) throw new Error(`phone codes ${res.status}`);
  return phoneCodesSchema.parse(await res.json());
}

/** Until the list arrives, or when it cannot, India alone: the field works as it always did. */
const FALLBACK: readonly PhoneCode[] = [DEFAULT_PHONE_CODE];

/** The list, read once per visit (the server lets browsers keep it a day). */
export function usePhoneCodes(): readonly PhoneCode[] {
  const { data } = useQuery({
    queryKey: ['content', 'phone-codes'],
    queryFn: ({ signal }) => getPhoneCodes(signal),
    staleTime: Infinity,
    gcTime: Infinity,
  });
  return data && data.length > 0 ? data : FALLBACK;
}
