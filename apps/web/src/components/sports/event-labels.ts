/** Event names are two teams separated by ' v ' (docs/product.md §2), whatever the feed wrote. */
export function eventDisplayName(name: string): string {
  return name.replace(/\s+(?:vs?\.?|versus)\s+/i, ' v ').trim();
}

export interface StartTimeParts {
  day: 'today' | 'tomorrow' | 'later';
  /** 24-hour local time, "19:30". */
  time: string;
  /** Local day and short month, "24 Nov". */
  date: string;
}

function localMidnight(d: Date): number {
  return new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();
}

/** When an event starts, in the player's own time zone, relative to `now`. */
export function startTimeParts(openDate: string, now: Date, locale = 'en-IN'): StartTimeParts {
  const start = new Date(openDate);
  // Rounded: a day across a daylight-saving change is 23 or 25 hours long.
  const diff = Math.round((localMidnight(start) - localMidnight(now)) / 86_400_000);
  const time = `${String(start.getHours()).padStart(2, '0')}:${String(start.getMinutes()).padStart(2, '0')}`;
  const date = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short' }).format(start);
  return { day: diff <= 0 ? 'today' : diff === 1 ? 'tomorrow' : 'later', time, date };
}
