import type { EventRow } from './market-wire.js';

/**
 * Where live streams come from. `events.liveTv` is the feed's word that a stream exists for an
 * event; turning that into an address (usually a signed, short-lived URL) is the job of the
 * operator's stream provider, plugged in here. The built-in simulator has no streams, so the
 * default provider has none either and GET api/protected/game/liveTv answers available=false.
 */
export interface LiveTvProvider {
  /** The stream address for an event the feed marked liveTv, or null when there is none right now. */
  streamUrl(event: EventRow): string | null;
}

export const noStreamProvider: LiveTvProvider = { streamUrl: () => null };
