import type { DomainType } from '@backlay/contract';
import { StatusBadge } from '../../../components/ui/status-badge';

/** B2C or B2B as a pill, in the same colours on every Sites list. */
export function SiteTypeBadge({ type }: { type: DomainType }) {
  return <StatusBadge status={type === 'b2c' ? 'approved' : 'open'} label={type.toUpperCase()} />;
}
