import { MAX_BONUS_VALIDITY_DAYS, type BonusOffer, type BonusOfferInput } from '@backlay/contract';

/** The offer form's fields as typed (text), empty = not set. */
export interface OfferForm {
  title: string;
  description: string;
  percentage: string;
  maxBonusAmount: string;
  min: string;
  max: string;
  limit: string;
  wagering: string;
  startDate: string;
  endDate: string;
  /** Days a credited bonus has to meet its wagering; empty = never expires. */
  validityDays: string;
}

export const emptyOfferForm: OfferForm = {
  title: '',
  description: '',
  percentage: '',
  maxBonusAmount: '',
  min: '',
  max: '',
  limit: '',
  wagering: '0',
  startDate: '',
  endDate: '',
  validityDays: '',
};

/** An ISO time as the yyyy-mm-dd of India (the server reads a date as a whole IST day). */
function istDate(iso: string | null): string {
  if (!iso) return '';
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date(iso));
}

export function formOf(o: BonusOffer): OfferForm {
  const text = (n: number | null) => (n === null ? '' : String(n));
  return {
    title: o.title,
    description: o.description,
    percentage: String(o.percentage),
    maxBonusAmount: text(o.maxBonusAmount),
    min: text(o.min),
    max: text(o.max),
    limit: text(o.limit),
    wagering: String(o.wagering),
    startDate: istDate(o.startDate),
    endDate: istDate(o.endDate),
    validityDays: text(o.validityDays),
  };
}

/** The body of a save; the server checks every field and answers with a clear message. */
export function bodyOf(f: OfferForm): Omit<BonusOfferInput, 'transactionCode' | 'whiteLabelId' | 'active' | 'sort'> {
  const orNull = (s: string) => (s.trim() === '' ? null : s.trim());
  return {
    title: f.title.trim(),
    description: f.description.trim(),
    percentage: f.percentage.trim(),
    maxBonusAmount: orNull(f.maxBonusAmount),
    min: orNull(f.min),
    max: orNull(f.max),
    limit: f.limit.trim() === '' ? null : Number(f.limit),
    wagering: f.wagering.trim() === '' ? 0 : Number(f.wagering),
    startDate: orNull(f.startDate),
    endDate: orNull(f.endDate),
    validityDays: f.validityDays.trim() === '' ? null : Number(f.validityDays),
  };
}

/** Checks the browser can make before the call (the server repeats them all). */
export function formErrors(f: OfferForm): Partial<Record<keyof OfferForm, string>> {
  const e: Partial<Record<keyof OfferForm, string>> = {};
  if (!f.title.trim()) e.title = 'Title is required';
  if (!/^\d+(\.\d{1,2})?$/.test(f.percentage.trim()) || Number(f.percentage) <= 0)
    e.percentage = 'A percentage above 0, at most two decimals';
  for (const k of ['maxBonusAmount', 'min', 'max'] as const) {
    if (f[k].trim() !== '' && !/^\d+(\.\d{1,2})?$/.test(f[k].trim())) e[k] = 'Rupees with at most two decimals';
  }
  if (!e.min && !e.max && f.min.trim() && f.max.trim() && Number(f.min) > Number(f.max)) e.max = 'Max should not be below min';
  if (f.limit.trim() !== '' && !/^[1-9]\d{0,2}$/.test(f.limit.trim())) e.limit = 'Whole number from 1, or empty for no limit';
  if (!/^\d{1,3}$/.test(f.wagering.trim() || '0') || Number(f.wagering) > 100) e.wagering = 'Whole number from 0 to 100';
  const days = f.validityDays.trim();
  if (days !== '' && (!/^[1-9]\d{0,2}$/.test(days) || Number(days) > MAX_BONUS_VALIDITY_DAYS))
    e.validityDays = `Whole number from 1 to ${MAX_BONUS_VALIDITY_DAYS}, or empty for no expiry`;
  if (f.startDate && f.endDate && f.endDate < f.startDate) e.endDate = 'End date should be after start date';
  return e;
}
