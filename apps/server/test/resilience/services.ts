import { inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The PostgreSQL server the resilience tests use (DATABASE_URL). */
    resiliencePgUrl: string;
  }
}

/**
 * The PostgreSQL server of the resilience tests. Their global setup has already refused to start
 * without one (require-services.ts), so a test never runs without it and never skips.
 */
export function pgUrl(): string {
  return inject('resiliencePgUrl');
}
