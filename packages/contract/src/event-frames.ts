import { z } from 'zod';
import { defineRoute } from './route.js';
import { docsEnvelope } from './envelope.js';
import { pathRoleSchema, type Role } from './roles.js';

/**
 * Live TV and score frames of events, and the stream hosts each white label allows
 * (docs/decisions/live-tv-and-score-frames.md). docs/product.md names GET
 * api/protected/game/liveTv, the live messages LiveTvUpdated, DeleteLiveTvUpdate, scoreUpdated
 * and scoreDeleted, and a score message carrying `iframeUrl`; who sets a stream or a score
 * frame, and where, is ours:
 * - An event has at most one row of the administrator's (every brand) and one per white label
 *   (that brand's players only). A brand's players see, for each of the two frames, the first
 *   of its own row's address and the administrator's that the brand shows: an https address
 *   whose host is on the brand's stream hosts.
 * - The administrator sets any https address on its own row or on a brand's; a whiteLabel
 *   only its own row, and only addresses whose host it lists (400 otherwise, naming the host).
 * - Stream hosts are a brand's own list: the administrator edits any brand's, a whiteLabel its
 *   own. The player site's frame-src lists exactly the host's brand's stream hosts.
 * - Players hear every change of what they see: LiveTvUpdated / DeleteLiveTvUpdate for the live
 *   TV, scoreUpdated (the event's score with `iframeUrl`) / scoreDeleted for the score frame.
 */

export const EVENT_FRAME_STAFF_ROLES = ['administrator', 'whiteLabel'] as const satisfies readonly Role[];

/** Longest frame address staff may store. */
export const FRAME_URL_MAX = 2000;
/** Most stream hosts one white label may list (each is one source of its pages' frame-src). */
export const STREAM_HOSTS_MAX = 20;

/** docs/product.md has none of these; written for the console's toasts and errors. */
export const EVENT_FRAME_MESSAGES = {
  framesSaved: 'Live TV and score frame saved',
  streamHostsSaved: 'Stream hosts saved',
  eventNotFound: 'Event not found',
  eventClosed: 'This event is closed: a frame can only be removed from it',
  whiteLabelNotFound: 'White label not found',
  notYourWhiteLabel: 'You can change only the frames and stream hosts of your own white label',
  nothingToChange: 'Send a live TV address or a score frame address to set or remove',
  urlInvalid: `A frame address should be an https link such as https://stream.example.com/live/123, at most ${FRAME_URL_MAX} characters`,
  tooManyHosts: `A white label may list at most ${STREAM_HOSTS_MAX} stream hosts`,
} as const;

/** Messages with a value in them. */
export const eventFrameMessage = {
  hostInvalid: (text: string) =>
    `"${text}" is not a stream host: write a host name such as stream.example.com, with an optional :port, without https:// or a path`,
  /** A whiteLabel's address on a host its list does not have. */
  hostNotListed: (host: string) => `${host} is not one of your stream hosts: add it under Stream hosts first`,
  /** A stream host that serves one of our own sites: a frame from it would run as our page. */
  ownSiteHost: (host: string) => `${host} serves one of our sites and cannot be a stream host`,
};

/** A frame address as sent: empty or null removes it, absent leaves it as it is. */
const frameUrlInput = z.string().trim().max(4000).nullable().optional();

export const eventFrameRowSchema = z.object({
  /** Null: the administrator's row, for every brand. */
  whiteLabelId: z.string().nullable(),
  whiteLabelName: z.string().nullable(),
  liveTvUrl: z.string().nullable(),
  scoreFrameUrl: z.string().nullable(),
  updatedAt: z.string(),
  /** User name of who changed it last. */
  updatedBy: z.string().nullable(),
});
export type EventFrameRow = z.infer<typeof eventFrameRowSchema>;

export const streamHostsSchema = z.object({
  _id: z.string(),
  name: z.string(),
  streamHosts: z.array(z.string()),
});
export type StreamHosts = z.infer<typeof streamHostsSchema>;

/**
 * An event's frames as the caller may manage them: the administrator every row and every
 * white label's stream hosts (to tell where an address shows); a whiteLabel the
 * administrator's row (read only: what its players get unless its own row says otherwise),
 * its own row, and its own stream hosts.
 */
export const eventFramesSchema = z.object({
  eventId: z.string(),
  eventName: z.string(),
  isClosed: z.boolean(),
  rows: z.array(eventFrameRowSchema),
  whiteLabels: z.array(streamHostsSchema),
});
export type EventFrames = z.infer<typeof eventFramesSchema>;

const eventIdInput = z.string().trim().min(1).max(64);

export const getEventFrames = defineRoute({
  method: 'GET',
  path: '/api/:role/market/eventFrames',
  summary: "An event's live TV and score frame rows, with the stream hosts that decide where they show",
  tags: ['event frames'],
  access: { kind: 'session', roles: EVENT_FRAME_STAFF_ROLES },
  params: z.object({ role: pathRoleSchema }),
  querystring: z.object({ eventId: eventIdInput }),
  response: docsEnvelope(eventFramesSchema),
});

/**
 * PUT api/{role}/market/eventFrames: sets, changes or removes the live TV address and the score
 * frame address of one row. `ofWhiteLabel`: the administrator names a brand's row (absent or
 * null: its own row, for every brand); a whiteLabel's row is always its own. A row left with
 * neither address is removed. Answers the event's frames as after the change.
 */
export const setEventFramesBodySchema = z.object({
  eventId: eventIdInput,
  ofWhiteLabel: z.uuid('Not a valid id').nullable().optional(),
  liveTvUrl: frameUrlInput,
  scoreFrameUrl: frameUrlInput,
});
export type SetEventFramesBody = z.input<typeof setEventFramesBodySchema>;

export const setEventFrames = defineRoute({
  method: 'PUT',
  path: '/api/:role/market/eventFrames',
  summary: 'Set, change or remove the live TV and score frame addresses of an event',
  tags: ['event frames'],
  access: { kind: 'session', roles: EVENT_FRAME_STAFF_ROLES },
  params: z.object({ role: pathRoleSchema }),
  body: setEventFramesBodySchema,
  response: docsEnvelope(eventFramesSchema),
});

export const getStreamHosts = defineRoute({
  method: 'GET',
  path: '/api/:role/setting/streamHosts',
  summary: 'Stream hosts of every white label (administrator) or of the caller’s own',
  tags: ['event frames'],
  access: { kind: 'session', roles: EVENT_FRAME_STAFF_ROLES },
  params: z.object({ role: pathRoleSchema }),
  response: docsEnvelope(z.array(streamHostsSchema)),
});

/**
 * PUT api/{role}/setting/streamHosts/{whiteLabelId}: the whole list, replacing the one before.
 * It changes what the brand's pages may frame, so it needs the caller's transaction code, as
 * the other site settings do, and is audited.
 */
export const setStreamHostsBodySchema = z.object({
  streamHosts: z.array(z.string().max(300)).max(100),
  transactionCode: z
    .union([z.string().trim().max(64), z.number()])
    .optional()
    .default(''),
});
export type SetStreamHostsBody = z.input<typeof setStreamHostsBodySchema>;

export const setStreamHosts = defineRoute({
  method: 'PUT',
  path: '/api/:role/setting/streamHosts/:whiteLabelId',
  summary: 'Replace the stream hosts of a white label (transaction code required)',
  tags: ['event frames'],
  access: { kind: 'session', roles: EVENT_FRAME_STAFF_ROLES },
  params: z.object({ role: pathRoleSchema, whiteLabelId: z.uuid('Not a valid id') }),
  body: setStreamHostsBodySchema,
  response: docsEnvelope(streamHostsSchema),
});
