import { request } from 'node:http';

/**
 * `fetch` over real HTTP with a Host header of our choosing. Node's fetch ignores a `host`
 * header and sends the listener's address, which is no site; a test that needs a site over a
 * real socket (the app refuses a session on a host that is not its site) sends it this way.
 */
export function fetchOnHost(
  url: string,
  host: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: init.method ?? 'GET', headers: { ...init.headers, host } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('error', reject);
      res.on('end', () => {
        const headers = new Headers();
        for (const [name, value] of Object.entries(res.headers)) {
          if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
        }
        const status = res.statusCode ?? 0;
        const body = [204, 205, 304].includes(status) ? null : Buffer.concat(chunks);
        resolve(new Response(body, { status, headers }));
      });
    });
    req.on('error', reject);
    req.end(init.body);
  });
}
