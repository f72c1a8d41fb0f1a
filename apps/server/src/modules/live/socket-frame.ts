/**
 * One live message, encoded once for every receiver (docs/stack.md "socket.io fan-out").
 *
 * The wire format is public protocol, not library internals: a socket.io EVENT packet on the
 * default namespace is `2` + JSON of `[event, ...args]` (socket.io protocol v5); Engine.IO v4
 * prefixes a message packet with `4`; over websocket each Engine.IO packet is one text frame
 * (RFC 6455), unmasked from server to client.
 */
export interface EncodedMessage {
  /** The socket.io packet as Engine.IO's `write()` takes it (without the `4`): for fallbacks. */
  packet: string;
  /** The whole WebSocket frame (header + `4` + packet), shared by every websocket receiver. */
  frame: Buffer;
}

/** FIN bit set, opcode 1 (text). */
const FIN_TEXT = 0x81;

export function encodeMessage(event: string, payload: unknown): EncodedMessage {
  const packet = `2${JSON.stringify([event, payload])}`;
  const body = Buffer.from(`4${packet}`, 'utf8');
  return { packet, frame: Buffer.concat([frameHeader(body.length), body]) };
}

/** RFC 6455 §5.2: 7-bit length up to 125, else 126 + 16-bit length, else 127 + 64-bit length. */
export function frameHeader(length: number): Buffer {
  if (length <= 125) return Buffer.from([FIN_TEXT, length]);
  if (length <= 0xffff) {
    const header = Buffer.allocUnsafe(4);
    header[0] = FIN_TEXT;
    header[1] = 126;
    header.writeUInt16BE(length, 2);
    return header;
  }
  const header = Buffer.allocUnsafe(10);
  header[0] = FIN_TEXT;
  header[1] = 127;
  header.writeBigUInt64BE(BigInt(length), 2);
  return header;
}
