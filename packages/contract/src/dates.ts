import { z } from 'zod';

/** A calendar day as the date pickers send it (YYYY-MM-DD, India time), and a real one. */
export const istDaySchema = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'a date as YYYY-MM-DD')
  .refine((s) => {
    const at = new Date(`${s}T00:00:00Z`);
    return !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 10) === s;
  }, 'not a real date');

/** Days as the date pickers send them (YYYY-MM-DD, India time), or full ISO instants. */
export const dayOrInstantSchema = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:\d{2})?)?$/, 'a date as YYYY-MM-DD')
  .refine((s) => !Number.isNaN(Date.parse(s.length === 10 ? `${s}T00:00:00Z` : s)), 'not a real date');
