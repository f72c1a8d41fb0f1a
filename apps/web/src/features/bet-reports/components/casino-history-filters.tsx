import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CASINO_GAME_TYPES, CASINO_HISTORY_STATUSES } from '@backlay/contract';
import type { CasinoHistoryFilter } from '../lib/casino-filter';
import { useCasinoStatusLabel, useGameTypeLabel } from '../lib/use-casino-labels';
import { DayRangeFields, FiltersCard, SelectField } from '../../../components/ui/filter-fields';

/**
 * The casino history's filter, laid out as the sports one: from and to (India-time days, no day
 * after today, no end before the start, a cleared date keeps its day), status and game type.
 */
export function CasinoHistoryFilters({
  filter,
  today,
  onChange,
}: {
  filter: CasinoHistoryFilter;
  today: string;
  onChange(next: CasinoHistoryFilter): void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const statusLabel = useCasinoStatusLabel();
  const typeLabel = useGameTypeLabel();
  const set = (patch: Partial<CasinoHistoryFilter>) => onChange({ ...filter, ...patch });
  return (
    <FiltersCard>
      <DayRangeFields id={id} startDate={filter.startDate} endDate={filter.endDate} today={today} onChange={set} />
      <SelectField
        id={`${id}-status`}
        label={t('betReports.statusLabel', 'Status')}
        value={filter.status}
        options={CASINO_HISTORY_STATUSES.map((s) => ({ value: s, label: statusLabel(s) }))}
        onChange={(status) => set({ status })}
      />
      <SelectField
        id={`${id}-type`}
        label={t('betReports.gameTypeLabel', 'Game type')}
        value={filter.gameType}
        allLabel={t('betReports.allGames', 'All games')}
        options={CASINO_GAME_TYPES.map((type) => ({ value: type, label: typeLabel(type) }))}
        onChange={(gameType) => set({ gameType })}
      />
    </FiltersCard>
  );
}
