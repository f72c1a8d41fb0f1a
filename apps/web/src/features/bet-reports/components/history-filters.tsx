import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { BET_HISTORY_STATUSES, EVENT_TYPES } from '@backlay/contract';
import { orderSports } from '../../../components/sports/sport-order';
import { useSportName } from '../../../components/sports/sport-name';
import type { HistoryFilter } from '../lib/history-filter';
import { useStatusLabel } from '../lib/use-status-label';
import { DayRangeFields, FiltersCard, SelectField } from '../../../components/ui/filter-fields';

const SPORTS = orderSports(EVENT_TYPES.map((type) => ({ eventTypeId: type.id, name: type.name })));

/**
 * The history's filter: from and to (India-time days), status and sport. A change applies at
 * once. A cleared date keeps the day it had, so the range is never open-ended; the pickers
 * offer no day after today and no end before the start.
 */
export function HistoryFilters({ filter, today, onChange }: { filter: HistoryFilter; today: string; onChange(next: HistoryFilter): void }) {
  const { t } = useTranslation();
  const id = useId();
  const statusLabel = useStatusLabel();
  const sportName = useSportName();
  const set = (patch: Partial<HistoryFilter>) => onChange({ ...filter, ...patch });
  return (
    <FiltersCard>
      <DayRangeFields id={id} startDate={filter.startDate} endDate={filter.endDate} today={today} onChange={set} />
      <SelectField
        id={`${id}-status`}
        label={t('betReports.statusLabel', 'Status')}
        value={filter.status}
        options={BET_HISTORY_STATUSES.map((s) => ({ value: s, label: statusLabel(s) }))}
        onChange={(status) => set({ status })}
      />
      <SelectField
        id={`${id}-sport`}
        label={t('betReports.sport', 'Sport')}
        value={filter.eventTypeId}
        allLabel={t('betReports.allSports', 'All Sports')}
        options={SPORTS.map((s) => ({ value: String(s.eventTypeId), label: sportName(s.eventTypeId, s.name) }))}
        onChange={(eventTypeId) => set({ eventTypeId })}
      />
    </FiltersCard>
  );
}
