import { useId, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';

export type ReportTab = 'sports' | 'casino';

/**
 * Sports or Casino on /open-bets and /bet-history. The choice lives in the address
 * (`?tab=casino`) so a link (and the back button) lands on the same tab; sports is the default
 * and leaves the address clean.
 */
export function useReportTab(): [ReportTab, (tab: ReportTab) => void] {
  const [params, setParams] = useSearchParams();
  const tab: ReportTab = params.get('tab') === 'casino' ? 'casino' : 'sports';
  const choose = (next: ReportTab) =>
    setParams(
      (p) => {
        const copy = new URLSearchParams(p);
        if (next === 'sports') copy.delete('tab');
        else copy.set('tab', next);
        return copy;
      },
      { replace: true },
    );
  return [tab, choose];
}

/** The tab list over a report and the panel it controls. */
export function ReportTabs({ tab, onTab, children }: { tab: ReportTab; onTab(tab: ReportTab): void; children: ReactNode }) {
  const { t } = useTranslation();
  const id = useId();
  const tabs: { id: ReportTab; label: string }[] = [
    { id: 'sports', label: t('betReports.tab.sports', 'Sports') },
    { id: 'casino', label: t('betReports.tab.casino', 'Casino') },
  ];
  return (
    <>
      <div role="tablist" aria-label={t('betReports.tab.label', 'Bets of')} className="inline-flex self-start rounded-xl bg-surface-2 p-1">
        {tabs.map((x) => (
          <button
            key={x.id}
            type="button"
            role="tab"
            id={`${id}-${x.id}`}
            aria-selected={tab === x.id}
            aria-controls={`${id}-panel`}
            className={`min-h-9 rounded-lg px-5 text-sm font-bold ${tab === x.id ? 'bg-surface text-fg shadow-sm' : 'text-muted hover:text-fg'}`}
            onClick={() => onTab(x.id)}
          >
            {x.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${tab}`} className="flex min-w-0 flex-col gap-3">
        {children}
      </div>
    </>
  );
}
