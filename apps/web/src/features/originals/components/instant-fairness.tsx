import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { OriginalsFairness, OriginalsGameCode } from '@backlay/contract';
import { parseApiError } from '../../../lib/api-client';
import { getNextFairness, setClientSeed } from '../api/instant-plays';
import { FairnessInfo, FairnessNote } from './fairness-info';

/**
 * Fairness of an instant game: the next round's commitment (hash shown before the play), the
 * client seed the player may change, and the last round with its seed revealed.
 */
export function InstantFairness({
  game,
  session,
  next,
  last,
  onNext,
}: {
  game: OriginalsGameCode;
  session: string;
  next: OriginalsFairness | null;
  last: OriginalsFairness | null;
  onNext: (f: OriginalsFairness) => void;
}) {
  const { t } = useTranslation();
  const [seed, setSeed] = useState('');
  useEffect(() => {
    if (next) return;
    getNextFairness(session).then(onNext, () => undefined);
  }, [session, next, onNext]);
  const save = async () => {
    try {
      onNext(await setClientSeed(session, seed.trim()));
      setSeed('');
      toast.success(t('originals.clientSeedSaved', 'Client seed changed: a new server seed is committed'));
    } catch (err) {
      toast.error(parseApiError(err));
    }
  };
  return (
    <section className="card space-y-3 p-3">
      <h2 className="text-sm font-bold">{t('originals.fairness', 'Provably fair')}</h2>
      {next && <FairnessInfo game={game} title={t('originals.nextRound', 'Next round')} fairness={next} />}
      <div className="flex gap-2">
        <input
          aria-label={t('originals.newClientSeed', 'New client seed')}
          placeholder={t('originals.newClientSeed', 'New client seed')}
          className="h-9 min-w-0 flex-1 rounded-lg border border-line bg-surface px-2 font-mono text-xs"
          value={seed}
          maxLength={64}
          onChange={(e) => setSeed(e.target.value)}
        />
        <button type="button" className="btn btn-ghost min-h-9 text-xs" disabled={!seed.trim()} onClick={() => void save()}>
          {t('originals.change', 'Change')}
        </button>
      </div>
      {last && (
        <div className="border-t border-line pt-2">
          <h3 className="mb-1 text-xs font-bold">{t('originals.lastRound', 'Last round')}</h3>
          <FairnessInfo game={game} title={t('originals.lastRound', 'Last round')} fairness={last} />
        </div>
      )}
      <FairnessNote />
    </section>
  );
}

/** Stake text to rupees, or null when out of the studio's range. */
export function stakeOf(text: string, min: number, max: number): number | null {
  const n = Number(text);
  return Number.isFinite(n) && n >= min && n <= max ? Math.round(n * 100) / 100 : null;
}
