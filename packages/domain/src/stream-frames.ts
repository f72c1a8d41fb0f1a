import { FRAME_URL_MAX } from '@backlay/contract';

/**
 * Rules of the live TV and score frames staff set on an event, shared by the server (what it
 * stores, shows and lists in the site's frame-src) and the console (what it checks before
 * sending and tells staff). The decision: docs/decisions/live-tv-and-score-frames.md.
 */

/** A host name: labels of letters, digits and inner hyphens (an IPv4 address among them). */
const NAME = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;
const IPV4 = /^(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(?:\.(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;
/** A browser reads a name whose last label is a number as an IPv4 address ("1.2" is 1.0.0.2). */
const NUMERIC_LABEL = /^(?:[0-9]+|0x[0-9a-f]*)$/;

/**
 * `name[:port]` as a browser reads it (lower case, https's own port 443 left out), or null.
 * Written out rather than left to a URL parser, and strict: only text every browser reads as
 * this very host is accepted. A stream host also goes into a Content-Security-Policy header,
 * where a space, a quote or a semicolon would add a source or a directive of its own.
 */
function hostPortOf(text: string): string | null {
  const m = /^([^:]*)(?::([0-9]{1,5}))?$/.exec(text.toLowerCase());
  const name = m?.[1];
  if (name === undefined || name.length > 253 || !NAME.test(name)) return null;
  if (NUMERIC_LABEL.test(name.slice(name.lastIndexOf('.') + 1)) && !IPV4.test(name)) return null;
  if (m?.[2] === undefined) return name;
  const port = Number(m[2]);
  if (port < 1 || port > 65_535) return null;
  return port === 443 ? name : `${name}:${port}`;
}

/**
 * The `host[:port]` of an https address as a frame would load it, or null when the address is
 * not `https://` followed by a host, carries a user name or password, is longer than
 * FRAME_URL_MAX, or holds anything but printable ASCII without backslashes (browsers drop tabs
 * and line breaks and read a backslash as a slash, so such text could load another host than
 * the one checked).
 */
export function frameHostOf(url: string): string | null {
  if (url.length > FRAME_URL_MAX || !/^[\x21-\x5b\x5d-\x7e]+$/.test(url)) return null;
  const authority = /^https:\/\/([^/?#]*)(?:[/?#]|$)/i.exec(url)?.[1];
  return authority === undefined ? null : hostPortOf(authority);
}

/**
 * A stream host as staff type it ("Stream.Example.com", "player.example.com:8443"), in the
 * form addresses are compared in, or null when it is not a host name with an optional port:
 * no scheme, path, wildcard or spaces.
 */
export function streamHostOf(text: string): string | null {
  return hostPortOf(text.trim());
}

/** Whether a brand whose list is `streamHosts` shows the frame at `url`. */
export function isFrameShown(url: string | null, streamHosts: readonly string[]): boolean {
  if (url === null) return false;
  const host = frameHostOf(url);
  return host !== null && streamHosts.includes(host);
}

/**
 * The frame a brand's players see: the first of the addresses, in the order given (the white
 * label's own, then the administrator's), that the brand shows; null when none.
 */
export function shownFrame(candidates: readonly (string | null | undefined)[], streamHosts: readonly string[]): string | null {
  for (const url of candidates) if (url && isFrameShown(url, streamHosts)) return url;
  return null;
}
