import { useTranslation } from 'react-i18next';
import { formatAmount } from '@backlay/domain';
import type { OpenBet } from '@backlay/contract';
import { Figure } from './bet-parts';
import { BetCard } from './bet-card';
import { BetListView, type BetCardProps } from './bet-list-view';
import { leadingBetColumns, placedColumn, type BetColumn } from './bet-table';

/** The open bets of one page, with what each can win (profit) and lose (liability). */
export function OpenBetsView({ bets }: { bets: OpenBet[] }) {
  const { t } = useTranslation();
  const columns: BetColumn<OpenBet>[] = [
    ...leadingBetColumns<OpenBet>(t),
    {
      id: 'profit',
      header: t('betReports.profit', 'Profit'),
      cell: (bet) => formatAmount(bet.profit),
      isNumeric: true,
      className: 'text-success',
    },
    {
      id: 'liability',
      header: t('betReports.liability', 'Liability'),
      cell: (bet) => formatAmount(bet.liability),
      isNumeric: true,
      className: 'text-danger',
    },
    placedColumn(t),
  ];
  return <BetListView bets={bets} columns={columns} Card={OpenBetCard} />;
}

function OpenBetCard(props: BetCardProps<OpenBet>) {
  const { t } = useTranslation();
  const { bet } = props;
  return (
    <BetCard
      {...props}
      figures={
        <>
          <Figure label={t('betReports.profit', 'Profit')} valueClassName="text-success">
            {formatAmount(bet.profit)}
          </Figure>
          <Figure label={t('betReports.liability', 'Liability')} valueClassName="text-danger">
            {formatAmount(bet.liability)}
          </Figure>
        </>
      }
    />
  );
}
