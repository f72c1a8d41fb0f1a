/**
 * The Content-Security-Policy of the HTML pages we serve (docs/architecture.md §9): the player
 * site (its game pages included) and the staff console. Their sessions' tokens live in local
 * storage, so the one thing the policy must hold is that no script runs but our own bundles
 * from the page's origin: no inline script, no eval, no other host. The rest narrows what a
 * page may load, frame, post or be framed by. It goes on HTML answers only; the API answers
 * JSON, which no browser runs.
 */

type Directives = Readonly<Record<string, readonly string[]>>;

const BASE: Directives = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  // React's style attributes (widths, colours of a site's theme) are inline styles; a style
  // cannot run code or read storage, so allowing them does not open the tokens.
  'style-src': ["'self'", "'unsafe-inline'"],
  // Logos, slides and game tiles are URLs a site's staff type in (any https host), previews of
  // a chosen file are blob: URLs, small icons data: URLs. An image runs nothing.
  'img-src': ["'self'", 'data:', 'blob:', 'https:'],
  'font-src': ["'self'", 'data:'],
  // 'self' covers the live channel's ws:/wss: on the same host (CSP Level 3).
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  // Every form is sent by script; a gateway's payment page opens in a window of its own.
  'form-action': ["'self'"],
  // Our pages are framed only by our own pages (the game screen frames the studio's pages).
  'frame-ancestors': ["'self'"],
};

function serialise(directives: Directives): string {
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/**
 * The player site's policy: its game screen frames our own studio's pages ('self') and the
 * pages of the enabled casino providers; its event pages frame live TV and score frames from
 * the stream hosts of the site's white label, over https only
 * (docs/decisions/live-tv-and-score-frames.md). Stream hosts are checked host names
 * (packages/domain streamHostOf), so none can add a source or a directive of its own.
 */
export function playerSitePolicy(providerFrameOrigins: readonly string[], streamHosts: readonly string[] = []): string {
  return serialise({ ...BASE, 'frame-src': ["'self'", ...providerFrameOrigins, ...streamHosts.map((h) => `https://${h}`)] });
}

/** The staff console frames nothing. */
export const STAFF_CONSOLE_POLICY = serialise({ ...BASE, 'frame-src': ["'none'"] });

/**
 * Swagger UI at /api/docs: its own bundles, inline styles, and the spec from our origin. It
 * holds no session of ours (a token typed into Authorize lives in that page only).
 */
export const API_DOCS_POLICY = serialise({
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'self'"],
});

/**
 * The player site's policy for the current provider origins and a site's stream hosts, worked
 * out again only when they change: a page load pays a cached lookup and a string comparison.
 * One policy is kept per list of stream hosts, as pages of several brands alternate.
 */
export class PlayerSitePolicy {
  private key: string | null = null;
  private readonly policies = new Map<string, string>();

  constructor(private readonly providerFrameOrigins: () => Promise<readonly string[]>) {}

  async current(streamHosts: readonly string[] = []): Promise<string> {
    const origins = await this.providerFrameOrigins();
    const key = origins.join(' ');
    if (key !== this.key) {
      this.policies.clear();
      this.key = key;
    }
    const hostsKey = streamHosts.join(' ');
    let policy = this.policies.get(hostsKey);
    if (policy === undefined) {
      // Lists change rarely; a cap keeps edits over months from piling up.
      if (this.policies.size >= MAX_CACHED_POLICIES) this.policies.clear();
      policy = playerSitePolicy(origins, streamHosts);
      this.policies.set(hostsKey, policy);
    }
    return policy;
  }
}

const MAX_CACHED_POLICIES = 1_000;
