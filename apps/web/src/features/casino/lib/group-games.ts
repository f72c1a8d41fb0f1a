import { CASINO_PROVIDER_ORDER, type CasinoGame } from '@backlay/contract';

/** Games of one provider group (subProviderName), in the catalogue's order. */
export interface ProviderGroup {
  subProviderName: string;
  games: CasinoGame[];
}

/**
 * Groups loaded games by provider. The server already answers in the fixed display order
 * (game type, provider, sort, name), so groups keep the order in which they first appear, and
 * a game seen twice (a page boundary that moved while loading) is kept once.
 */
export function groupByProvider(games: readonly CasinoGame[]): ProviderGroup[] {
  const groups = new Map<string, ProviderGroup>();
  const seen = new Set<string>();
  for (const game of games) {
    if (seen.has(game._id)) continue;
    seen.add(game._id);
    let group = groups.get(game.subProviderName);
    if (!group) {
      group = { subProviderName: game.subProviderName, games: [] };
      groups.set(game.subProviderName, group);
    }
    group.games.push(game);
  }
  return [...groups.values()];
}

/**
 * Provider names in the fixed display order of the contract, then any other alphabetically
 * (the same rule as the server's), without repeats. For lists built on the client.
 */
export function orderProviders(names: Iterable<string>): string[] {
  const order: readonly string[] = CASINO_PROVIDER_ORDER;
  const rank = (n: string) => {
    const i = order.indexOf(n);
    return i === -1 ? order.length : i;
  };
  return [...new Set(names)].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
}

/** The chosen provider when it is still one of the list's providers, else all (null). */
export function chosenProvider(chosen: string | null, available: readonly string[]): string | null {
  return chosen && available.includes(chosen) ? chosen : null;
}
