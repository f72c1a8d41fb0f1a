import { ConfigError, loadConfig } from '../../src/config/config.js';

/** The lines a start with `env` is refused with (none when it starts). */
export function refusalsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
    return [];
  } catch (err) {
    if (err instanceof ConfigError) return [...err.problems];
    throw err;
  }
}
