import type { DomainType } from '@backlay/contract';
import { Segmented } from './segmented';

export type SiteTypeFilterValue = DomainType | 'all';

const OPTIONS: readonly { value: SiteTypeFilterValue; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'b2c', label: 'B2C' },
  { value: 'b2b', label: 'B2B' },
];

/** The B2C / B2B switch above the white-label and domain lists. */
export function SiteTypeFilter({ value, onChange }: { value: SiteTypeFilterValue; onChange(v: SiteTypeFilterValue): void }) {
  return <Segmented label="Type" value={value} options={OPTIONS} onChange={onChange} />;
}
