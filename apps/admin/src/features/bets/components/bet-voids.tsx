import { useState } from 'react';
import { routes, type OpenBet } from '@backlay/contract';
import { useSession } from '../../../lib/session-store';
import { mayCall } from '../../../lib/staff-access';
import { useBetSelection } from '../lib/use-bet-selection';
import { VoidBetsDialog } from './void-bets-dialog';

/**
 * Picking bets on a sports list and voiding them (Delete Open Bets, Delete Bet History). Only
 * the roles the contract lets call the void get the pick column (`canVoid`), the page's
 * button (`action`) and the dialog (`dialog`); a void clears the picks.
 */
export function useBetVoids<T extends OpenBet>() {
  const canVoid = mayCall(
    routes.betVoids.voidBets,
    useSession((s) => s.userType),
  );
  const picked = useBetSelection<T>();
  const [isVoiding, setVoiding] = useState(false);
  const action = canVoid ? (
    <button type="button" className="btn btn-danger" disabled={picked.count === 0} onClick={() => setVoiding(true)}>
      Delete (void) {picked.count > 0 ? picked.count : ''} selected
    </button>
  ) : null;
  const dialog = isVoiding ? <VoidBetsDialog bets={picked.bets} onClose={() => setVoiding(false)} onDone={picked.clear} /> : null;
  return { canVoid, picked, action, dialog };
}
