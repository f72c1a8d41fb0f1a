/** The part of autocannon 8's API the benchmarks use (the package ships no types). */
declare module 'autocannon' {
  interface Client {
    setHeadersAndBody(headers: Record<string, string>, body: string): void;
  }
  interface Options {
    url: string;
    method?: string;
    connections?: number;
    duration?: number;
    timeout?: number;
    overallRate?: number;
    setupClient?: (client: Client) => void;
    requests?: { onResponse?: (status: number, body: string) => void }[];
  }
  interface Result {
    duration: number;
    errors: number;
    timeouts: number;
    latency: { p50: number; p99: number };
  }
  interface Instance {
    on(event: 'response', listener: (client: Client, statusCode: number, bytes: number, responseTime: number) => void): void;
  }
  function autocannon(opts: Options, done: (err: Error | null, result: Result) => void): Instance;
  namespace autocannon {
    export type { Client, Options, Result, Instance };
  }
  export default autocannon;
}
