import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CASINO_GAME_TYPES, CASINO_HISTORY_STATUSES, type CasinoGameType } from '@backlay/contract';
import type { CasinoHistoryFilter, CasinoHistoryStatus } from '../lib/casino-filter';
import { useCasinoStatusLabel, useGameTypeLabel } from '../lib/use-casino-labels';
import { DayRangeFields, Field, FiltersCard, fieldClass } from './history-filters';

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
      <Field id={`${id}-status`} label={t('betReports.statusLabel', 'Status')}>
        <select
          id={`${id}-status`}
          className={fieldClass}
          value={filter.status}
          onChange={(e) => set({ status: e.target.value as CasinoHistoryStatus })}
        >
          {CASINO_HISTORY_STATUSES.map((s) => (
            <option key={s} value={s}>
              {statusLabel(s)}
            </option>
          ))}
        </select>
      </Field>
      <Field id={`${id}-type`} label={t('betReports.gameTypeLabel', 'Game type')}>
        <select
          id={`${id}-type`}
          className={fieldClass}
          value={filter.gameType}
          onChange={(e) => set({ gameType: e.target.value as CasinoGameType | '' })}
        >
          <option value="">{t('betReports.allGames', 'All games')}</option>
          {CASINO_GAME_TYPES.map((type) => (
            <option key={type} value={type}>
              {typeLabel(type)}
            </option>
          ))}
        </select>
      </Field>
    </FiltersCard>
  );
}
