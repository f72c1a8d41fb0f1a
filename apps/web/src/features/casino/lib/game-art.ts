/**
 * The look of a tile for a game without an image: two hues taken from a hash of the game's
 * name (so each game keeps its colours everywhere) and its initials.
 */
export function artOf(name: string): { from: string; to: string; initials: string } {
  let h = 2166136261;
  for (const ch of name) h = Math.imul(h ^ ch.codePointAt(0)!, 16777619) >>> 0;
  const hue = h % 360;
  const words = name
    .replace(/[^\p{L}\p{N} ]/gu, ' ')
    .split(/\s+/)
    .filter(Boolean);
  const initials = (words.length > 1 ? words.slice(0, 2).map((w) => w[0]) : [...(words[0] ?? '?')].slice(0, 2)).join('').toUpperCase();
  return { from: `hsl(${hue} 70% 42%)`, to: `hsl(${(hue + 48) % 360} 75% 22%)`, initials };
}
