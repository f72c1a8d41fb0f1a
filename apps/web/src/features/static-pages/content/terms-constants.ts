/**
 * The terms figures as shown to users (docs/product.md §9). Amounts are stated in euro, the
 * currency of the operator's licence, and apply at their Indian Rupee equivalent.
 */
export const TERMS = {
  minWithdrawalEur: 10,
  monthlyMaxEurHighBalance: '5,000',
  monthlyMaxEurStandard: '10,000',
  balanceToDepositsMultiple: 10,
  chargebackFeeEur: 50,
  liabilityCapEur: 500,
  resultsFinalHours: 72,
  disputeDays: 3,
  postponedVoidHours: 72,
  selfExclusionProcessHours: 24,
  selfExclusionMinMonths: 'six',
  coolingOffDays: 'seven',
  minimumAge: 18,
} as const;
