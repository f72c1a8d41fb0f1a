/** The logging the runtime needs (pino's and Fastify's logger fit). */
export interface RuntimeLog {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}
