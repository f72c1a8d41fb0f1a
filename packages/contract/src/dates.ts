import { z } from 'zod';

/**
 * The years a report date may name. The platform holds nothing before 2000, and the range keeps
 * every IST day boundary inside what PostgreSQL stores (the IST midnight of 0001-01-01 falls
 * in year 0, which it refuses: a 500 instead of a 400).
 */
const MIN_DATE_YEAR = 2000;
const MAX_DATE_YEAR = 2100;
const yearMessage = `a date from year ${MIN_DATE_YEAR} to ${MAX_DATE_YEAR}`;
const isInYears = (s: string) => {
  const year = Number(s.slice(0, 4));
  return year >= MIN_DATE_YEAR && year <= MAX_DATE_YEAR;
};

/** A calendar day as the date pickers send it (YYYY-MM-DD, India time), and a real one. */
export const istDaySchema = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'a date as YYYY-MM-DD')
  .refine((s) => {
    const at = new Date(`${s}T00:00:00Z`);
    return !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 10) === s;
  }, 'not a real date')
  .refine(isInYears, yearMessage);

/** Days as the date pickers send them (YYYY-MM-DD, India time), or full ISO instants. */
export const dayOrInstantSchema = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:\d{2})?)?$/, 'a date as YYYY-MM-DD')
  .refine((s) => !Number.isNaN(Date.parse(s.length === 10 ? `${s}T00:00:00Z` : s)), 'not a real date')
  .refine(isInYears, yearMessage);
