import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { connectRedis } from '../../../lib/redis-connection.js';
import { PriceStreamFollower } from './price-stream-follower.js';
import { installPriceStreamPublisher, PriceStreamPublisher } from './price-stream-publisher.js';
import { priceStreamChannel } from './price-stream-wire.js';

/**
 * One price stream for every process (docs/decisions/one-price-stream.md), when REDIS_URL is
 * set: the leader's feed runtime publishes through the publisher installed here (it finds it with
 * `priceStreamPublisherOf(ctx)`), and every process follows. Two Redis connections of its own,
 * as Redis requires: one publishes, one subscribes. An unreachable Redis at start-up stops the
 * start, as the live channel's does.
 */
export async function runPriceStream(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const url = ctx.config.REDIS_URL;
  if (!url) return;
  const channel = priceStreamChannel(ctx.config.REDIS_KEY_PREFIX);
  const origin = randomUUID();
  const follower = new PriceStreamFollower(ctx, origin, app.liveLocal, app.log);
  let dropped = 0;
  const [pub, sub] = await Promise.all([
    // Without the offline queue a publish fails at once while Redis is away: dropped, not queued.
    connectRedis(url, 'price stream (publisher)', app.log, {
      disableOfflineQueue: true,
      onBack: () => {
        if (dropped > 0) app.log.warn({ dropped }, 'price stream: batches dropped while Redis was away');
        dropped = 0;
      },
    }),
    // What was published while this link was down is lost: start again from the snapshots.
    connectRedis(url, 'price stream (subscriber)', app.log, { onBack: () => follower.reload('Redis is back') }),
  ]);
  const publisher = new PriceStreamPublisher(
    origin,
    (text) => {
      pub.publish(channel, text).catch(() => {
        dropped += 1;
      });
    },
    app.liveLocal,
  );
  installPriceStreamPublisher(ctx, publisher);
  await sub.subscribe(channel, (message) => follower.receive(message));

  // Only where a feed runs somewhere: without one (FEED=none) there is nothing to hear.
  if (ctx.config.FEED !== 'none') {
    app.readiness.add('price stream', async () => (publisher.isPublishing() ? null : follower.problem()), 'degraded');
  }
  app.addHook('onReady', async () => {
    await follower.load();
    follower.start();
  });
  // After the lead is given up (buildApp's own preClose comes first): the runtime has detached.
  app.addHook('preClose', async () => {
    publisher.close();
    await follower.stop();
  });
  app.addHook('onClose', async () => {
    await Promise.allSettled([pub.quit(), sub.quit()]);
  });
}
