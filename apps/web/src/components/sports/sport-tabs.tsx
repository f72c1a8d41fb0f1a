import { useRef, type KeyboardEvent } from 'react';

export interface SportTab {
  eventTypeId: number;
  label: string;
  count?: number;
}

/**
 * A row of sport tabs that scrolls sideways inside itself on phones (the page never does).
 * Arrow keys move between tabs, as the WAI-ARIA tabs pattern expects.
 */
export function SportTabs({
  tabs,
  selected,
  onSelect,
  label,
  idPrefix,
}: {
  tabs: SportTab[];
  selected: number | null;
  onSelect(eventTypeId: number): void;
  label: string;
  /** Ties each tab to its panel (`${idPrefix}-panel`). */
  idPrefix: string;
}) {
  const listRef = useRef<HTMLDivElement>(null);
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft') return;
    const i = tabs.findIndex((t) => t.eventTypeId === selected);
    const next = tabs[(i + (e.key === 'ArrowRight' ? 1 : tabs.length - 1)) % tabs.length];
    if (!next) return;
    e.preventDefault();
    onSelect(next.eventTypeId);
    listRef.current?.querySelector<HTMLButtonElement>(`[data-tab="${next.eventTypeId}"]`)?.focus();
  };
  return (
    <div
      ref={listRef}
      role="tablist"
      aria-label={label}
      onKeyDown={onKeyDown}
      className="scrollbar-none -mx-1 flex gap-1.5 overflow-x-auto px-1 pb-1"
    >
      {tabs.map((tab) => {
        const isSelected = tab.eventTypeId === selected;
        return (
          <button
            key={tab.eventTypeId}
            type="button"
            role="tab"
            id={`${idPrefix}-tab-${tab.eventTypeId}`}
            data-tab={tab.eventTypeId}
            aria-selected={isSelected}
            aria-controls={`${idPrefix}-panel`}
            tabIndex={isSelected ? 0 : -1}
            onClick={() => onSelect(tab.eventTypeId)}
            className={`inline-flex h-9 shrink-0 items-center gap-1.5 rounded-full px-3.5 text-sm font-semibold whitespace-nowrap transition-colors ${
              isSelected ? 'bg-primary text-on-primary shadow-sm' : 'bg-surface text-fg ring-1 ring-line hover:bg-surface-2'
            }`}
          >
            {tab.label}
            {tab.count !== undefined && (
              <span
                className={`rounded-full px-1.5 text-[11px] font-bold tabular-nums ${isSelected ? 'bg-black/20' : 'bg-surface-2 text-muted'}`}
              >
                {tab.count}
              </span>
            )}
          </button>
        );
      })}
    </div>
  );
}
