const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Our ids are UUIDs: anything else names nothing (and must not reach a uuid column as a 500). */
export function isId(value: string | undefined | null): value is string {
  return typeof value === 'string' && UUID.test(value);
}
