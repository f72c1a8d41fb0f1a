import { useState } from 'react';
import type { CasinoGame } from '@backlay/contract';
import { Icon } from '../../../components/ui/icons';
import { artOf } from '../lib/game-art';
import { GAME_TYPE_ICON } from '../lib/game-types';

/**
 * A game's picture: the catalogue image, or (none, or it fails to load) a generated tile in
 * the game's own colours with its initials and the game type's icon. Decorative: the name is
 * always written beside it.
 */
export function GameArt({ game, className = '' }: { game: Pick<CasinoGame, 'name' | 'image' | 'gameType'>; className?: string }) {
  const [failed, setFailed] = useState(false);
  if (game.image && !failed) {
    return (
      <img
        src={game.image}
        alt=""
        loading="lazy"
        decoding="async"
        onError={() => setFailed(true)}
        className={`object-cover ${className}`}
      />
    );
  }
  const art = artOf(game.name);
  return (
    <div
      aria-hidden="true"
      data-testid="generated-art"
      className={`relative grid place-items-center overflow-hidden text-white ${className}`}
      style={{
        backgroundImage: `radial-gradient(circle at 30% 20%, rgb(255 255 255 / 0.22), transparent 55%), linear-gradient(135deg, ${art.from}, ${art.to})`,
      }}
    >
      <Icon name={GAME_TYPE_ICON[game.gameType]} size={88} className="absolute -right-4 -bottom-4 opacity-15" />
      <span className="text-3xl font-black tracking-tight drop-shadow-sm">{art.initials}</span>
    </div>
  );
}
