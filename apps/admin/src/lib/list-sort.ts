/** The column a list is sorted by, and which way. */
export interface ListSort<K extends string> {
  by: K;
  order: 'asc' | 'desc';
}

/** Clicking the sorted column flips its order; another column starts ascending (or as given). */
export function nextSort<K extends string>(current: ListSort<K>, by: K, firstOrder: 'asc' | 'desc' = 'asc'): ListSort<K> {
  if (current.by === by) return { by, order: current.order === 'asc' ? 'desc' : 'asc' };
  return { by, order: firstOrder };
}
