import { useEffect, useState } from 'react';
import { CRASH_STREAM_PATH, type CrashState } from '@backlay/contract';

export interface CrashStream {
  state: CrashState | null;
  /** serverTime - Date.now() at the last message: the screen's clock reads the server's time. */
  offsetMs: number;
  isConnected: boolean;
}

/**
 * The crash game's live state: the game server's server-sent events (`event: state`). The
 * browser reconnects by itself after a drop; the first message after it is the state now.
 */
export function useCrashStream(): CrashStream {
  const [stream, setStream] = useState<CrashStream>({ state: null, offsetMs: 0, isConnected: false });
  useEffect(() => {
    const source = new EventSource(CRASH_STREAM_PATH);
    source.addEventListener('state', (event) => {
      const state = JSON.parse((event as MessageEvent<string>).data) as CrashState;
      setStream({ state, offsetMs: state.serverTime - Date.now(), isConnected: true });
    });
    source.addEventListener('error', () => setStream((s) => ({ ...s, isConnected: false })));
    return () => source.close();
  }, []);
  return stream;
}

/** Server time now, by the stream's offset. */
export function serverNow(offsetMs: number): number {
  return Date.now() + offsetMs;
}
