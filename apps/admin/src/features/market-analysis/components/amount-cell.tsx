import { formatAmount } from '@backlay/domain';

/** A signed figure: green when the account gains, red when it loses. */
export function SignedAmount({ value }: { value: number }) {
  const tone = value > 0 ? 'text-success' : value < 0 ? 'text-danger' : 'text-muted';
  return <span className={`font-semibold tabular-nums ${tone}`}>{formatAmount(value)}</span>;
}
