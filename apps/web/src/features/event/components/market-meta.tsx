import { useTranslation } from 'react-i18next';
import { formatAmount, formatAmountShort } from '@backlay/domain';
import type { Market } from '@backlay/contract';
import { useFavoriteMarkets, useToggleFavoriteMarket } from '../../../lib/sports-queries';
import { useSession } from '../../../lib/session-store';
import { useLiveTotalMatched } from './market-status';
import { FavoriteStar } from '../../../components/ui/favorite-star';

/** Stake limits in rupees, as the bet slip will enforce them. */
export function MarketLimits({ market }: { market: Market }) {
  const { t } = useTranslation();
  return (
    <span className="text-xs text-muted tabular-nums">
      <span className="whitespace-nowrap">
        {t('event.min', 'Min')}: {formatAmount(market.min)}
      </span>{' '}
      ·{' '}
      <span className="whitespace-nowrap">
        {t('event.max', 'Max')}: {formatAmount(market.max)}
      </span>
    </span>
  );
}

export function TotalMatched({ market, className = '' }: { market: Market; className?: string }) {
  const { t } = useTranslation();
  const total = useLiveTotalMatched(market);
  if (total <= 0) return null;
  return (
    <span className={`text-xs whitespace-nowrap text-muted tabular-nums ${className}`}>
      {t('event.matched', 'Matched')}: ₹{formatAmountShort(total)}
    </span>
  );
}

/** Staff's note on a market ("Ball running", "Rain delay"...). */
export function Remarks({ text }: { text: string }) {
  if (!text.trim()) return null;
  return <p className="px-3 py-1 text-xs font-medium text-highlight">{text}</p>;
}

/** Favourites belong to player accounts (role user) only (docs/product.md §6). */
export function useCanFavorite(): boolean {
  return useSession((s) => s.isLogin && s.userType === 'user');
}

export function MarketFavoriteStar({ marketId }: { marketId: string }) {
  const { t } = useTranslation();
  const canFavorite = useCanFavorite();
  const favorites = useFavoriteMarkets();
  const toggle = useToggleFavoriteMarket();
  if (!canFavorite) return null;
  const isOn = favorites.data?.some((f) => f.market.id === marketId) ?? false;
  return (
    <FavoriteStar
      isOn={isOn}
      disabled={favorites.isPending || toggle.isPending}
      label={
        isOn ? t('event.removeFavoriteMarket', 'Remove market from favourites') : t('event.addFavoriteMarket', 'Add market to favourites')
      }
      onToggle={() => toggle.mutate({ marketId, add: !isOn })}
    />
  );
}
