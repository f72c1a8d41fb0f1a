import type { ComponentType } from 'react';
import type { OpenBet } from '@backlay/contract';
import { useCompactScreen } from '../../../components/bet-slip/use-compact-screen';
import { useBetInfo, useReceiptIds } from './bet-parts';
import { BetTable, type BetColumn } from './bet-table';

/** What a bet list hands each of its cards: the bet and the disclosure of its receipt. */
export interface BetCardProps<T extends OpenBet> {
  bet: T;
  isInfoOpen: boolean;
  onInfo(): void;
  receiptId: string;
}

/**
 * The bets of one page: cards on phones and tablets (up to 900 px), a table above. Only one of
 * the two is mounted (matchMedia), so screen readers meet each bet once; both share one set of
 * open receipts, so a receipt opened on a card stays open when the screen widens.
 */
export function BetListView<T extends OpenBet>({
  bets,
  columns,
  Card,
}: {
  bets: T[];
  columns: BetColumn<T>[];
  Card: ComponentType<BetCardProps<T>>;
}) {
  const isCompact = useCompactScreen();
  const info = useBetInfo();
  const receiptId = useReceiptIds();
  if (!isCompact) return <BetTable bets={bets} columns={columns} info={info} receiptId={receiptId} />;
  return (
    <ul className="flex flex-col gap-2">
      {bets.map((bet) => (
        <Card
          key={bet._id}
          bet={bet}
          isInfoOpen={info.isOpen(bet._id)}
          onInfo={() => info.toggle(bet._id)}
          receiptId={receiptId(bet._id)}
        />
      ))}
    </ul>
  );
}
