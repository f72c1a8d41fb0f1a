import { describe, expect, it } from 'vitest';
import { dayOrInstantSchema, istDaySchema } from './dates.js';

const messageOf = (r: { success: boolean; error?: { issues: { message: string }[] } }) => (r.success ? null : r.error!.issues[0]!.message);

describe('report dates', () => {
  it('take the years 2000 to 2100, both ends included', () => {
    for (const schema of [istDaySchema, dayOrInstantSchema]) {
      expect(schema.parse('2000-01-01')).toBe('2000-01-01');
      expect(schema.parse('2100-12-31')).toBe('2100-12-31');
      for (const day of ['0001-01-01', '1999-12-31', '2101-01-01', '9999-12-31']) {
        expect(messageOf(schema.safeParse(day)), day).toBe('a date from year 2000 to 2100');
      }
    }
    expect(dayOrInstantSchema.parse('2026-11-22T10:00:00+05:30')).toBe('2026-11-22T10:00:00+05:30');
    expect(messageOf(dayOrInstantSchema.safeParse('0001-01-01T00:00:00Z'))).toBe('a date from year 2000 to 2100');
  });

  it('still say first what is wrong with a date that is not one', () => {
    expect(messageOf(istDaySchema.safeParse('22-11-2026'))).toBe('a date as YYYY-MM-DD');
    expect(messageOf(istDaySchema.safeParse('2026-02-31'))).toBe('not a real date');
  });
});
