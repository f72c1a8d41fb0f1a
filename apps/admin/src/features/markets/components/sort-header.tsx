/** Clicking the sorted column flips its order; another column starts ascending (or as given). */
export function nextSort<K extends string>(current: { by: K; order: 'asc' | 'desc' }, by: K, firstOrder: 'asc' | 'desc' = 'asc') {
  if (current.by === by) return { by, order: current.order === 'asc' ? ('desc' as const) : ('asc' as const) };
  return { by, order: firstOrder };
}
