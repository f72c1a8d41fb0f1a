import { useTranslation } from 'react-i18next';
import { useFavoriteEvents, useToggleFavoriteEvent } from '../../lib/sports-queries';
import { useSession } from '../../lib/session-store';
import { FavoriteStar } from '../ui/favorite-star';

/**
 * Star toggle of a favourite event, for player accounts only (favourites are a player
 * feature; staff accounts see no star).
 */
export function FavoriteEventStar({ eventId, eventName }: { eventId: string; eventName: string }) {
  const { t } = useTranslation();
  const isPlayer = useSession((s) => s.isLogin && s.userType === 'user');
  const { data: favorites } = useFavoriteEvents();
  const toggle = useToggleFavoriteEvent();
  if (!isPlayer) return null;
  const isFavorite = Boolean(favorites?.some((f) => f.event.id === eventId));
  const label = t('sports.favoriteEvent', 'Favorite {{name}}', { name: eventName });
  return (
    <FavoriteStar
      isOn={isFavorite}
      label={label}
      disabled={toggle.isPending}
      onToggle={() => toggle.mutate({ eventId, add: !isFavorite })}
    />
  );
}
