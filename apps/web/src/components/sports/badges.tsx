import { useTranslation } from 'react-i18next';

/** An event being played now. */
export function LiveBadge() {
  const { t } = useTranslation();
  return (
    <span className="inline-flex items-center gap-1 rounded bg-danger px-1.5 py-0.5 text-[10px] leading-none font-black tracking-wider text-white uppercase">
      <span aria-hidden="true" className="size-1.5 animate-pulse rounded-full bg-white" />
      {t('sports.live', 'LIVE')}
    </span>
  );
}

/** An event not yet started (side menu tree). */
export function VsBadge() {
  const { t } = useTranslation();
  return (
    <span className="inline-flex items-center rounded bg-surface-2 px-1.5 py-0.5 text-[10px] leading-none font-bold tracking-wider text-muted uppercase ring-1 ring-line">
      {t('sports.vs', 'VS')}
    </span>
  );
}

/** Bookmaker (BM) and fancy/session (F) markets are open on the event. */
export function MarketKindBadges({ hasBookmaker, hasSession }: { hasBookmaker: boolean; hasSession: boolean }) {
  const { t } = useTranslation();
  if (!hasBookmaker && !hasSession) return null;
  const cls = 'inline-grid h-5 min-w-5 place-items-center rounded px-1 text-[10px] font-black leading-none';
  return (
    <span className="flex shrink-0 gap-1">
      {hasBookmaker && (
        <abbr title={t('sports.bookmaker', 'Bookmaker')} className={`${cls} bg-accent text-on-accent no-underline`}>
          {t('sports.bookmakerShort', 'BM')}
        </abbr>
      )}
      {hasSession && (
        <abbr title={t('sports.fancy', 'Fancy')} className={`${cls} bg-primary text-on-primary no-underline`}>
          {t('sports.fancyShort', 'F')}
        </abbr>
      )}
    </span>
  );
}
