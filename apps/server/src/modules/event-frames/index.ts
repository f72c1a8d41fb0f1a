import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { registerEventFrameRoutes } from './event-frames.routes.js';

/**
 * Live TV and score frames staff set on events, and the stream hosts each white label allows
 * (docs/decisions/live-tv-and-score-frames.md). Players read theirs through the sports
 * catalogue's liveTv and marketScoreList calls (`framesForPlayer`), and their site's
 * frame-src lists its brand's stream hosts (plugins/content-security-policy.ts).
 */
export const eventFramesModule = fp(
  async (app: FastifyInstance) => {
    registerEventFrameRoutes(app);
  },
  { name: 'event-frames', dependencies: ['live'] },
);

export { framesForPlayer } from './player-frames.js';
export { scoreWithFrame, type ShownFrames } from './shown-frames.js';
