import Marquee from 'react-fast-marquee';
import { useTranslation } from 'react-i18next';
import { Icon } from '../ui/icons';

/** The scrolling announcement under the header (theme.headerBottom.marqueeText, speed 50). */
export function MarqueeBar({ text, className = '' }: { text: string; className?: string }) {
  const { t } = useTranslation();
  if (!text.trim()) return null;
  return (
    <div
      className={`flex h-8 items-center gap-2 overflow-hidden text-xs font-medium ${className}`}
      role="region"
      aria-label={t('header.announcements', 'Announcements')}
    >
      <span className="grid h-full shrink-0 place-items-center px-2.5 text-accent">
        <Icon name="megaphone" size={16} />
      </span>
      {/* The moving copy is hidden from screen readers; the static copy below is read instead. */}
      <div aria-hidden="true" className="min-w-0 flex-1">
        <Marquee speed={50} gradient={false} pauseOnHover autoFill={false}>
          <span className="pr-24">{text}</span>
        </Marquee>
      </div>
      <span className="sr-only">{text}</span>
    </div>
  );
}
