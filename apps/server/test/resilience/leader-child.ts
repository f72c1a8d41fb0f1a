import { Leadership } from '../../src/lib/leadership.js';

/**
 * A process that campaigns for the lead on the database of argv[2] and says "leading" when it
 * takes it (leadership.test.ts kills it with SIGKILL to see another take over).
 */
const url = process.argv[2]!;
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
const leadership = new Leadership({ connectionString: url, campaign: true, log: quiet });
leadership.add({
  name: 'say',
  start: () => void process.stdout.write('leading\n'),
  stop: async () => undefined,
});
await leadership.start();
setInterval(() => undefined, 1_000);
