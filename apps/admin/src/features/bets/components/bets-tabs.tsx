import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Page } from '../../../components/ui/page';
import { TabList } from '../../../components/ui/tab-list';

export type BetsTab = 'sports' | 'casino';

/**
 * Sports or Casino on the downline's open bets and bet history. Kept in the address
 * (`?tab=casino`) so a link or a reload lands on the same tab; sports is the default.
 */
export function useBetsTab(): [BetsTab, (tab: BetsTab) => void] {
  const [params, setParams] = useSearchParams();
  const tab: BetsTab = params.get('tab') === 'casino' ? 'casino' : 'sports';
  const choose = (next: BetsTab) =>
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

const TABS: { value: BetsTab; label: string }[] = [
  { value: 'sports', label: 'Sports' },
  { value: 'casino', label: 'Casino' },
];

/** The tab row over a bet list. */
export function BetsTabs({ tab, onTab }: { tab: BetsTab; onTab(tab: BetsTab): void }) {
  return <TabList label="Bets of" tabs={TABS} tab={tab} onTab={onTab} />;
}

/**
 * A bets screen with the Sports / Casino switch. The casino tab is a plain page around the
 * casino list; the sports list builds its own page (it adds actions and filters) and gets the
 * tab row to put in it.
 */
export function BetsTabsRoute({
  title,
  description,
  casino,
  sports,
}: {
  title: string;
  description: string;
  casino: ReactNode;
  sports(tabs: ReactNode): ReactNode;
}) {
  const [tab, setTab] = useBetsTab();
  const tabs = <BetsTabs tab={tab} onTab={setTab} />;
  if (tab === 'casino') {
    return (
      <Page title={title} description={description}>
        {tabs}
        {casino}
      </Page>
    );
  }
  return sports(tabs);
}
