import { useId, useMemo, useState } from 'react';
import type { SportEvents } from '@backlay/contract';
import { SportTabs } from './sport-tabs';
import { EventList } from './event-row';
import { EmptyState } from './empty-state';
import { orderSports } from './sport-order';
import { useSportName } from './sport-name';

/**
 * Events already grouped by sport, one tab per sport (cricket and soccer first). Sports with
 * no events get no tab; the selected tab falls back to the first one when its sport empties.
 */
export function SportEventsTabs({ sports, label, emptyMessage }: { sports: SportEvents[]; label: string; emptyMessage: string }) {
  const idPrefix = useId();
  const sportName = useSportName();
  const shown = useMemo(() => orderSports(sports.filter((s) => s.events.length > 0)), [sports]);
  const [chosen, setChosen] = useState<number | null>(null);
  const selected = shown.find((s) => s.eventTypeId === chosen) ?? shown[0];
  if (!selected) return <EmptyState message={emptyMessage} />;
  return (
    <div className="space-y-2">
      <SportTabs
        tabs={shown.map((s) => ({ eventTypeId: s.eventTypeId, label: sportName(s.eventTypeId, s.name), count: s.events.length }))}
        selected={selected.eventTypeId}
        onSelect={setChosen}
        label={label}
        idPrefix={idPrefix}
      />
      <div role="tabpanel" id={`${idPrefix}-panel`} aria-labelledby={`${idPrefix}-tab-${selected.eventTypeId}`}>
        <EventList cards={selected.events} />
      </div>
    </div>
  );
}
