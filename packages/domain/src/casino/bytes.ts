/** Text and hex conversions for the fairness code (no TextEncoder: the domain has no DOM or Node types). */

/** UTF-8 bytes of a string; lone surrogates become U+FFFD as TextEncoder does. */
export function utf8Bytes(text: string): Uint8Array {
  // Round messages are ASCII; this path keeps a million of them cheap.
  const ascii = new Uint8Array(text.length);
  let isAscii = true;
  for (let i = 0; i < text.length && isAscii; i++) {
    const code = text.charCodeAt(i);
    ascii[i] = code;
    isAscii = code < 0x80;
  }
  if (isAscii) return ascii;
  const out: number[] = [];
  for (const char of text) {
    let code = char.codePointAt(0)!;
    if (code >= 0xd800 && code <= 0xdfff) code = 0xfffd;
    if (code < 0x80) out.push(code);
    else if (code < 0x800) out.push(0xc0 | (code >> 6), 0x80 | (code & 0x3f));
    else if (code < 0x10000) out.push(0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f));
    else out.push(0xf0 | (code >> 18), 0x80 | ((code >> 12) & 0x3f), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f));
  }
  return Uint8Array.from(out);
}

export function bytesToHex(bytes: Uint8Array): string {
  let hex = '';
  for (const byte of bytes) hex += byte.toString(16).padStart(2, '0');
  return hex;
}

/** Bytes of an even-length hex string (either case); throws on anything else. */
export function hexToBytes(hex: string): Uint8Array {
  if (!/^(?:[0-9a-fA-F]{2})*$/.test(hex)) throw new RangeError('not a hex string of whole bytes');
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}
