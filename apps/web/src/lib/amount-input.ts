/**
 * What an amount field keeps of the text typed or pasted into it: whole rupees as digits
 * (docs/product.md §5, for stakes and for deposits and withdrawals). A decimal
 * point ends the amount, so a pasted '1,500.75' reads 1500, never 150075; every other
 * character (grouping commas, spaces, signs, letters) is dropped. A dot typed at the end of
 * the field goes the same way, so typing is digits only as docs/product.md asks; one typed inside the
 * number ends it there (1500 becomes 15), which errs towards less money, never more, and shows
 * in the field before anything is sent. Leading zeros and length are each field's own rule.
 */
export function wholeRupeeDigits(text: string): string {
  return text.split('.')[0]!.replace(/\D/g, '');
}
