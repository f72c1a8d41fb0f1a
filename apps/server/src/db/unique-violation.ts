/**
 * A unique-index violation (PostgreSQL 23505), as pg and PGlite report it through drizzle's
 * wrapper (the database error is the wrapper's cause); of index `constraint` when one is named.
 */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, constraint: name, message } = e as { code?: unknown; constraint?: string; message?: string };
    if (code !== '23505') continue;
    if (constraint === undefined || name === constraint || (message ?? '').includes(constraint)) return true;
  }
  return false;
}
