import { useCasinoOpenPage } from '../api/get-casino-rounds';
import { useCasinoReportsLive } from '../lib/use-casino-reports-live';
import { CasinoRoundsView } from './casino-rounds-view';
import { OpenListBody, useOpenListPage } from './open-list-page';

/**
 * The casino tab of /open-bets: the player's open rounds of every provider (GET
 * api/user/casino/openBet), kept current by the casino's live messages.
 */
export function CasinoOpenRounds() {
  const list = useOpenListPage(useCasinoOpenPage);
  useCasinoReportsLive();
  return <OpenListBody {...list}>{(rounds) => <CasinoRoundsView rounds={rounds} />}</OpenListBody>;
}
