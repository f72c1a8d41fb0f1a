/**
 * A user name as the leadership board shows it: the first two characters, '***', the last
 * character ('abhi99' -> 'ab***9'). Names of three characters or fewer keep only the first
 * one ('abc' -> 'a***'), so a short name is never shown whole. Counted in code points.
 */
export function maskName(userName: string): string {
  const chars = [...userName.trim()];
  if (chars.length === 0) return '***';
  if (chars.length <= 3) return `${chars[0]}***`;
  return `${chars.slice(0, 2).join('')}***${chars[chars.length - 1]}`;
}
