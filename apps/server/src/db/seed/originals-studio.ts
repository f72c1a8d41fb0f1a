import { randomBytes } from 'node:crypto';
import { BACKLAY_ORIGINALS, type CasinoGameType } from '@backlay/contract';
import type { DbOrTx } from '../client.js';
import { casinoGames, casinoProviders } from '../schema/index.js';
import { backlaySeamlessAdapter } from '../../modules/casino/provider-adapter.js';

/**
 * The built-in studio "Backlay Originals" and its games (docs/architecture.md §6): real games we
 * serve ourselves, which talk to the wallet through the same signed protocol as any outside
 * provider. No third-party games are seeded: those come from an aggregator's catalogue once one is
 * connected. The studio's signing secret is random per install, made when the row is; the game
 * server reads it from its provider row. A base row: every install gets it (base-rows.ts).
 */

export const ORIGINALS_PROVIDER_CODE = 'backlay-originals';

const GAMES: { code: string; name: string; gameType: CasinoGameType; category: string; top: boolean }[] = [
  { code: 'crash', name: 'Crash', gameType: 'crash', category: 'Crash', top: true },
  { code: 'fruit-line', name: 'Fruit Line', gameType: 'slot', category: 'Slots', top: true },
  { code: 'lotto-6-49', name: 'Lotto 6/49', gameType: 'lottery', category: 'Lotto', top: false },
  { code: 'dragon-tiger', name: 'Dragon Tiger', gameType: 'virtual', category: 'Dragon Tiger', top: false },
];

/** Installs the studio and its games once; a later call (a restart) changes nothing. */
export async function installOriginalsStudio(tx: DbOrTx, at: Date): Promise<void> {
  const [provider] = await tx
    .insert(casinoProviders)
    .values({
      code: ORIGINALS_PROVIDER_CODE,
      name: BACKLAY_ORIGINALS,
      protocol: backlaySeamlessAdapter.protocol,
      secret: randomBytes(32).toString('hex'),
      // The studio's game pages (apps/web features/originals), on the player's own host.
      launchUrl: '/originals/{game}',
      createdAt: at,
    })
    .onConflictDoNothing({ target: casinoProviders.code })
    .returning({ id: casinoProviders.id });
  if (!provider) return;
  await tx.insert(casinoGames).values(
    GAMES.map((g, i) => ({
      providerId: provider.id,
      code: g.code,
      name: g.name,
      gameType: g.gameType,
      category: g.category,
      subProviderName: BACKLAY_ORIGINALS,
      sort: i + 1,
      top: g.top,
      createdAt: at,
      updatedAt: at,
    })),
  );
}
