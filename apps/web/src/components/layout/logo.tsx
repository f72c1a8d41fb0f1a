import { Link } from 'react-router';
import { useSite } from '../../lib/site-config';
import { paths } from '../../config/paths';
import { useRouteAvailability } from './route-availability';

/** Where the logo leads: /live-casino on casino-first brands (once that screen exists), else /. */
export function useHomeTarget(): string {
  const site = useSite();
  const isAvailable = useRouteAvailability();
  return site.domain.features.casinoHome && isAvailable(paths.liveCasino) ? paths.liveCasino : paths.home;
}

/** The brand mark: the header logo image when the theme has one, else the logo text. */
export function BrandMark({ size = 'md', className = '' }: { size?: 'sm' | 'md' | 'lg'; className?: string }) {
  const { theme, whiteLabel } = useSite();
  const name = theme.logoText || whiteLabel.name;
  const src = size === 'sm' ? theme.logoSmallUrl || theme.logo || theme.headerLogo : theme.headerLogo || theme.logo;
  const h = size === 'sm' ? 'h-6' : size === 'lg' ? 'h-12' : 'h-8';
  if (src) return <img src={src} alt={name} className={`${h} w-auto max-w-40 object-contain ${className}`} />;
  const text = size === 'sm' ? 'text-base' : size === 'lg' ? 'text-3xl' : 'text-xl';
  return (
    <span className={`inline-flex min-w-0 items-center gap-1.5 font-black tracking-tight ${text} ${className}`}>
      <span
        aria-hidden="true"
        className="inline-grid aspect-square h-[1.35em] shrink-0 place-items-center rounded-md bg-accent text-[0.7em] font-black text-on-accent"
      >
        {name.charAt(0).toUpperCase()}
      </span>
      <span className="truncate">{name}</span>
    </span>
  );
}

export function Logo({ className = '' }: { className?: string }) {
  const to = useHomeTarget();
  const { theme, whiteLabel } = useSite();
  return (
    <Link
      to={to}
      className={`inline-flex min-w-0 items-center rounded-md ${className}`}
      aria-label={`${theme.logoText || whiteLabel.name} home`}
    >
      {/* A step smaller below 400 px, where the header's controls leave the brand least room. */}
      <BrandMark className="max-xs:text-lg" />
    </Link>
  );
}
