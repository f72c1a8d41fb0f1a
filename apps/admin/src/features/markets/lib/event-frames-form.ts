import {
  EVENT_FRAME_MESSAGES,
  STREAM_HOSTS_MAX,
  eventFrameMessage,
  type EventFrameRow,
  type EventFrames,
  type SetEventFramesBody,
  type StreamHosts,
} from '@backlay/contract';
import { frameHostOf, isFrameShown, streamHostOf } from '@backlay/domain';

/**
 * The Live TV & score dialog's rules, checked before a call so staff see the server's own
 * words at once (the server checks again): docs/decisions/live-tv-and-score-frames.md.
 */

/** The picker's value of the administrator's own row (for every site). */
export const EVERY_SITE = 'every-site';

export interface FramesForm {
  liveTvUrl: string;
  scoreFrameUrl: string;
}

export function rowOf(frames: EventFrames, whiteLabelId: string | null): EventFrameRow | undefined {
  return frames.rows.find((r) => r.whiteLabelId === whiteLabelId);
}

export function formOf(row: EventFrameRow | undefined): FramesForm {
  return { liveTvUrl: row?.liveTvUrl ?? '', scoreFrameUrl: row?.scoreFrameUrl ?? '' };
}

/**
 * What is wrong with an address as typed, or null: empty is fine (it removes the frame); a
 * whiteLabel (`ownHosts` given) may use only hosts on its own list.
 */
export function urlProblem(url: string, ownHosts: readonly string[] | null): string | null {
  const text = url.trim();
  if (text === '') return null;
  const host = frameHostOf(text);
  if (host === null) return EVENT_FRAME_MESSAGES.urlInvalid;
  if (ownHosts !== null && !ownHosts.includes(host)) return eventFrameMessage.hostNotListed(host);
  return null;
}

/** The white labels whose players an address of the administrator's row would reach. */
export function brandsShowing(url: string, whiteLabels: readonly StreamHosts[]): string[] {
  const text = url.trim();
  return text === '' ? [] : whiteLabels.filter((w) => isFrameShown(text, w.streamHosts)).map((w) => w.name);
}

/** The call of a save: only the addresses that changed; an emptied one is sent as null (removed). */
export function changesOf(eventId: string, target: string | null, before: FramesForm, after: FramesForm): SetEventFramesBody | null {
  const body: SetEventFramesBody = { eventId, ...(target === null ? {} : { ofWhiteLabel: target }) };
  const live = after.liveTvUrl.trim();
  const score = after.scoreFrameUrl.trim();
  if (live !== before.liveTvUrl) body.liveTvUrl = live === '' ? null : live;
  if (score !== before.scoreFrameUrl) body.scoreFrameUrl = score === '' ? null : score;
  return body.liveTvUrl === undefined && body.scoreFrameUrl === undefined ? null : body;
}

/** Stream hosts typed one a line: the list to send, or the first problem. */
export function hostsOf(text: string): { hosts: string[] } | { problem: string } {
  const hosts: string[] = [];
  for (const line of text.split(/[\n,]/)) {
    if (line.trim() === '') continue;
    const host = streamHostOf(line);
    if (host === null) return { problem: eventFrameMessage.hostInvalid(line.trim()) };
    if (!hosts.includes(host)) hosts.push(host);
  }
  if (hosts.length > STREAM_HOSTS_MAX) return { problem: EVENT_FRAME_MESSAGES.tooManyHosts };
  return { hosts };
}
