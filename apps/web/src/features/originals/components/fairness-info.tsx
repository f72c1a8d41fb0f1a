import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { OriginalsFairness, OriginalsGameCode } from '@backlay/contract';
import { shortHex } from '../lib/format';
import { originalsPaths, verifyPath } from '../lib/originals-paths';

/** A round's commitment: the hash shown before play, the seeds, and (once revealed) the way to check it. */
export function FairnessInfo({ game, title, fairness }: { game: OriginalsGameCode; title: string; fairness: OriginalsFairness }) {
  const { t } = useTranslation();
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-xs" aria-label={title}>
      <dt className="text-muted">{t('originals.serverSeedHash', 'Server seed hash')}</dt>
      <dd className="truncate font-mono" title={fairness.serverSeedHash}>
        {shortHex(fairness.serverSeedHash)}
      </dd>
      <dt className="text-muted">{t('originals.serverSeed', 'Server seed')}</dt>
      <dd className="truncate font-mono" title={fairness.serverSeed ?? ''}>
        {fairness.serverSeed ? shortHex(fairness.serverSeed) : t('originals.hiddenUntilEnd', 'revealed after the round')}
      </dd>
      <dt className="text-muted">{t('originals.clientSeed', 'Client seed')}</dt>
      <dd className="truncate font-mono">{fairness.clientSeed}</dd>
      <dt className="text-muted">{t('originals.nonce', 'Nonce')}</dt>
      <dd className="font-mono">{fairness.nonce}</dd>
      {fairness.serverSeed && (
        <dd className="col-span-2 pt-1">
          <Link to={verifyPath(game, fairness)} target="_blank" className="font-semibold text-highlight underline-offset-2 hover:underline">
            {t('originals.verifyThis', 'Verify this round')}
          </Link>
        </dd>
      )}
    </dl>
  );
}

/** How the games are fair, in two sentences, with the link to the verify page. */
export function FairnessNote() {
  const { t } = useTranslation();
  return (
    <p className="text-xs text-muted">
      {t(
        'originals.fairnessNote',
        'Each result is HMAC-SHA256(server seed, client seed:nonce). The SHA-256 of the server seed is shown before you bet and the seed is revealed after, so you can recompute any round.',
      )}{' '}
      <Link to={originalsPaths.verify} target="_blank" className="font-semibold text-highlight underline-offset-2 hover:underline">
        {t('originals.openVerify', 'Open the verifier')}
      </Link>
    </p>
  );
}
