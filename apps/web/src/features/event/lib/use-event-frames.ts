import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { live } from '../../../lib/live/live-socket';
import { useLiveMessage } from '../../../lib/live/use-live';
import { frameKeys, useLiveTvUrl, useScoreFrameUrl } from '../api/get-event-frames';

/**
 * The live TV and score frame of an event page, kept live (docs/decisions/live-tv-and-score-frames.md):
 * LiveTvUpdated / DeleteLiveTvUpdate set and clear the stream, scoreUpdated with an iframeUrl
 * and scoreDeleted the scoreboard. The feed's own score messages carry no frame (iframeUrl null)
 * and say nothing about the staff's: they leave it as it is. Both are asked again whenever the
 * channel connects after the page asked (the first connect of a page load included): a change
 * made before the socket joined its rooms was heard by no one.
 */
export function useEventFrames(eventId: string): { liveTvUrl: string | null; scoreFrameUrl: string | null } {
  const queryClient = useQueryClient();
  const liveTv = useLiveTvUrl(eventId);
  const scoreFrame = useScoreFrameUrl(eventId);
  const set = (key: readonly unknown[], url: string | null) => queryClient.setQueryData<string | null>(key, url);

  useLiveMessage('LiveTvUpdated', (m) => {
    if (m.eventId === eventId) set(frameKeys.liveTv(eventId), m.available ? m.url : null);
  });
  useLiveMessage('DeleteLiveTvUpdate', (m) => {
    if (m.eventId === eventId) set(frameKeys.liveTv(eventId), null);
  });
  useLiveMessage('scoreUpdated', (m) => {
    if (m.eventId === eventId && m.iframeUrl) set(frameKeys.scoreFrame(eventId), m.iframeUrl);
  });
  useLiveMessage('scoreDeleted', (m) => {
    if (m.eventId === eventId) set(frameKeys.scoreFrame(eventId), null);
  });
  useEffect(() => {
    // Already connected when the page mounts: its own first fetch is after the join.
    let isMounting = true;
    const off = live.onConnect(() => {
      if (isMounting) return;
      void queryClient.invalidateQueries({ queryKey: frameKeys.liveTv(eventId) });
      void queryClient.invalidateQueries({ queryKey: frameKeys.scoreFrame(eventId) });
    });
    isMounting = false;
    return off;
  }, [queryClient, eventId]);
  return { liveTvUrl: liveTv.data ?? null, scoreFrameUrl: scoreFrame.data ?? null };
}
