import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { ORIGINALS_MAX_STAKE, ORIGINALS_MIN_STAKE, type OriginalsFairness } from '@backlay/contract';
import { ApiError, parseApiError } from '../../../lib/api-client';
import { stakeOf } from '../components/instant-fairness';

/** What every instant game answers a play with, beside its own outcome. */
export interface InstantAnswer {
  balance: number;
  /** The round just played, its server seed revealed. */
  fairness: OriginalsFairness;
  /** The commitment of the next round. */
  next: OriginalsFairness;
}

/**
 * One instant game's round trip: the stake typed, the last answer, the next round's commitment
 * and the busy flag. `play` checks the stake (and the game's own `refusal`, after it) before
 * anything is sent, so a refused play costs no call; an answer moves the balance at once.
 */
export function useInstantPlay<A extends InstantAnswer>(setBalance: (balance: number) => void) {
  const { t } = useTranslation();
  const [stake, setStake] = useState('100');
  const [answer, setAnswer] = useState<A | null>(null);
  const [next, setNext] = useState<OriginalsFairness | null>(null);
  const [isBusy, setIsBusy] = useState(false);

  const play = async (send: (amount: number) => Promise<A>, refusal?: () => string | null) => {
    const amount = stakeOf(stake, ORIGINALS_MIN_STAKE, ORIGINALS_MAX_STAKE);
    if (amount === null)
      return toast.error(
        t('originals.stakeRange', 'Stake must be from {{min}} to {{max}}', { min: ORIGINALS_MIN_STAKE, max: ORIGINALS_MAX_STAKE }),
      );
    const refused = refusal?.();
    if (refused) return toast.error(refused);
    setIsBusy(true);
    try {
      const got = await send(amount);
      setAnswer(got);
      setNext(got.next);
      setBalance(got.balance);
    } catch (err) {
      toast.error(parseApiError(err));
      // Refused because another play took the shown seeds (two tabs): the commitment shown is
      // spent, so it is asked again (InstantFairness fetches it when none is held).
      if (err instanceof ApiError && err.status === 409) setNext(null);
    } finally {
      setIsBusy(false);
    }
  };

  return { stake, setStake, answer, next, setNext, isBusy, play };
}

export type InstantPlay<A extends InstantAnswer> = ReturnType<typeof useInstantPlay<A>>;
