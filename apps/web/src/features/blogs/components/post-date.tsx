import { useTranslation } from 'react-i18next';
import { siteDate } from '../../../lib/site-time';

/** A post's publication day, in India time as every date of the site. */
export function PostDate({ value, className = '' }: { value: string; className?: string }) {
  const { i18n } = useTranslation();
  return (
    <time dateTime={value} className={`text-xs font-semibold tracking-wider text-muted uppercase ${className}`}>
      {siteDate(value, i18n.language)}
    </time>
  );
}
