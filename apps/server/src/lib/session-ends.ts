import type { FastifyBaseLogger } from 'fastify';

/**
 * Sessions that staff end for a player (a forced logout, a lock, a password reset) end the
 * player's sessions elsewhere too: a module that keeps one of its own (the cock-fight
 * provider's, modules/third-party-accounts) listens here. The player's own logout needs none
 * of this: the site ends those sessions itself while it still holds a token; a player logged
 * out by staff no longer can.
 *
 * Listeners run after the staff change has committed. A listener that fails is logged and the
 * others still run: the staff action stands either way (the provider's session then ends when
 * it expires, as it would have without us).
 */
export type SessionEndListener = (userIds: readonly string[]) => Promise<void>;

export class SessionEnds {
  private readonly listeners: SessionEndListener[] = [];

  constructor(private readonly log: Pick<FastifyBaseLogger, 'error'>) {}

  on(listener: SessionEndListener): void {
    this.listeners.push(listener);
  }

  async ended(userIds: readonly string[]): Promise<void> {
    if (userIds.length === 0) return;
    await Promise.all(
      this.listeners.map((listener) =>
        listener(userIds).catch((err: unknown) => this.log.error({ err, userIds }, 'ending sessions elsewhere failed')),
      ),
    );
  }
}
