import { formatAmount } from '@backlay/domain';

/** Rupees as the money screens show them: ₹ with Indian grouping and two decimals (docs/product.md §9). */
export function rupees(amount: number): string {
  return `₹${formatAmount(amount)}`;
}

/** A method's or account type's range, "₹100.00 – ₹1,00,000.00"; null when a limit is missing. */
export function rangeText(min: number | null, max: number | null): string | null {
  return min !== null && max !== null ? `${rupees(min)} – ${rupees(max)}` : null;
}
