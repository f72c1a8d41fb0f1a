import { useLocation } from 'react-router';
import { CasinoListing } from '../components/casino-listing';
import { gameTypeOfPath } from '../lib/game-types';

/**
 * /live-casino, /lottery, /virtual-games, /crash-games, /slot-games and `/{gameType}` (/live,
 * /virtual, /slot, /crash): one screen, the game type read from the path. Open to visitors:
 * browsing needs no login, playing does (the game screens ask for it).
 */
export function CasinoListingRoute() {
  const { pathname } = useLocation();
  const gameType = gameTypeOfPath(pathname);
  // Registered only on those paths (app/routes.tsx), so a type is always found.
  if (!gameType) return null;
  // A new key per game type resets the search box when moving between categories.
  return <CasinoListing key={gameType} gameType={gameType} />;
}
