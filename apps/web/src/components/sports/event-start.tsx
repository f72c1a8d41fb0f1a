import { useTranslation } from 'react-i18next';
import { LiveBadge } from './badges';
import { startTimeParts } from './event-labels';

/** The time cell of an event row: LIVE while in play, else the local start day and time. */
export function EventStart({ openDate, inPlay, now = new Date() }: { openDate: string; inPlay: boolean; now?: Date }) {
  const { t, i18n } = useTranslation();
  if (inPlay) return <LiveBadge />;
  const locale = i18n.resolvedLanguage === 'hi-in' ? 'hi-IN' : 'en-IN';
  const parts = startTimeParts(openDate, now, locale);
  const day = parts.day === 'today' ? t('sports.today', 'Today') : parts.day === 'tomorrow' ? t('sports.tomorrow', 'Tomorrow') : parts.date;
  return (
    <time dateTime={openDate} className="flex flex-col items-center text-center leading-tight">
      <span className="text-[11px] font-semibold text-muted">{day}</span>
      <span className="text-sm font-bold tabular-nums">{parts.time}</span>
    </time>
  );
}
