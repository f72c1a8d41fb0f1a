/**
 * SHA-256 (FIPS 180-4) and HMAC-SHA-256 (RFC 2104) in plain TypeScript.
 *
 * The domain package is bundled into the browser as well as run on the server, and the
 * player's verify page must recompute a round with exactly the code the server used — so no
 * Node `crypto` here, and WebCrypto is out too because it is asynchronous and the games draw
 * their numbers synchronously. Checked against the FIPS and RFC 4231 vectors and against
 * WebCrypto in the tests.
 */

const ROUND_CONSTANTS = new Int32Array([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
  0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
  0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
  0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
  0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
  0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
  0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
  0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
]);

const INITIAL_STATE = new Int32Array([
  0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
]);

const BLOCK_BYTES = 64;
export const SHA256_BYTES = 32;

/** Message schedule reused by every compression (the functions never re-enter). */
const schedule = new Int32Array(64);

/** Folds one 64-byte block of `data` at `offset` into `state`. */
function compress(state: Int32Array, data: Uint8Array, offset: number): void {
  const w = schedule;
  for (let i = 0; i < 16; i++) {
    const j = offset + i * 4;
    w[i] = (data[j]! << 24) | (data[j + 1]! << 16) | (data[j + 2]! << 8) | data[j + 3]!;
  }
  for (let i = 16; i < 64; i++) {
    const x = w[i - 15]!;
    const y = w[i - 2]!;
    const s0 = ((x >>> 7) | (x << 25)) ^ ((x >>> 18) | (x << 14)) ^ (x >>> 3);
    const s1 = ((y >>> 17) | (y << 15)) ^ ((y >>> 19) | (y << 13)) ^ (y >>> 10);
    w[i] = (w[i - 16]! + s0 + w[i - 7]! + s1) | 0;
  }
  let a = state[0]!;
  let b = state[1]!;
  let c = state[2]!;
  let d = state[3]!;
  let e = state[4]!;
  let f = state[5]!;
  let g = state[6]!;
  let h = state[7]!;
  for (let i = 0; i < 64; i++) {
    const S1 = ((e >>> 6) | (e << 26)) ^ ((e >>> 11) | (e << 21)) ^ ((e >>> 25) | (e << 7));
    const ch = (e & f) ^ (~e & g);
    const t1 = (h + S1 + ch + ROUND_CONSTANTS[i]! + w[i]!) | 0;
    const S0 = ((a >>> 2) | (a << 30)) ^ ((a >>> 13) | (a << 19)) ^ ((a >>> 22) | (a << 10));
    const maj = (a & b) ^ (a & c) ^ (b & c);
    const t2 = (S0 + maj) | 0;
    h = g;
    g = f;
    f = e;
    e = (d + t1) | 0;
    d = c;
    c = b;
    b = a;
    a = (t1 + t2) | 0;
  }
  state[0] = (state[0]! + a) | 0;
  state[1] = (state[1]! + b) | 0;
  state[2] = (state[2]! + c) | 0;
  state[3] = (state[3]! + d) | 0;
  state[4] = (state[4]! + e) | 0;
  state[5] = (state[5]! + f) | 0;
  state[6] = (state[6]! + g) | 0;
  state[7] = (state[7]! + h) | 0;
}

/** Scratch space for `finish`, which never re-enters: allocating it per hash costs more than the hashing. */
const workState = new Int32Array(8);
const tail = new Uint8Array(2 * BLOCK_BYTES);

/**
 * Hashes `data` starting from `startState`, which has already absorbed `prefixBytes` bytes (a
 * multiple of 64: the HMAC pads). Leaves `startState` untouched and answers the 32-byte digest.
 */
function finish(startState: Int32Array, prefixBytes: number, input: Uint8Array): Uint8Array {
  // A Buffer or other subclass would make `compress` polymorphic and several times slower.
  const data = input.constructor === Uint8Array ? input : new Uint8Array(input);
  const state = workState;
  state.set(startState);
  const fullBlocks = Math.floor(data.length / BLOCK_BYTES);
  for (let i = 0; i < fullBlocks; i++) compress(state, data, i * BLOCK_BYTES);

  // Padding: 0x80, zeros, then the total length in bits as a 64-bit big-endian number.
  const rest = data.length - fullBlocks * BLOCK_BYTES;
  const end = rest + 9 <= BLOCK_BYTES ? BLOCK_BYTES : 2 * BLOCK_BYTES;
  tail.fill(0, 0, end);
  tail.set(data.subarray(fullBlocks * BLOCK_BYTES));
  tail[rest] = 0x80;
  const totalBits = (prefixBytes + data.length) * 8;
  const lowBits = totalBits % 2 ** 32;
  const highBits = Math.floor(totalBits / 2 ** 32);
  for (let i = 0; i < 4; i++) {
    tail[end - 1 - i] = (lowBits >>> (8 * i)) & 0xff;
    tail[end - 5 - i] = (highBits >>> (8 * i)) & 0xff;
  }
  for (let offset = 0; offset < end; offset += BLOCK_BYTES) compress(state, tail, offset);

  const digest = new Uint8Array(SHA256_BYTES);
  for (let i = 0; i < 8; i++) {
    const word = state[i]!;
    digest[i * 4] = word >>> 24;
    digest[i * 4 + 1] = (word >>> 16) & 0xff;
    digest[i * 4 + 2] = (word >>> 8) & 0xff;
    digest[i * 4 + 3] = word & 0xff;
  }
  return digest;
}

export function sha256(data: Uint8Array): Uint8Array {
  return finish(INITIAL_STATE, 0, data);
}

/**
 * HMAC-SHA-256 with the key's pads absorbed once: the returned function costs two
 * compressions per short message instead of four, which is what lets a simulation of a
 * million rounds run in seconds through the same code the games use.
 */
export function hmacSha256WithKey(key: Uint8Array): (message: Uint8Array) => Uint8Array {
  const blockKey = new Uint8Array(BLOCK_BYTES);
  blockKey.set(key.length > BLOCK_BYTES ? sha256(key) : key);
  const innerPad = blockKey.map((byte) => byte ^ 0x36);
  const outerPad = blockKey.map((byte) => byte ^ 0x5c);
  const innerState = INITIAL_STATE.slice();
  compress(innerState, innerPad, 0);
  const outerState = INITIAL_STATE.slice();
  compress(outerState, outerPad, 0);
  return (message) => finish(outerState, BLOCK_BYTES, finish(innerState, BLOCK_BYTES, message));
}

export function hmacSha256(key: Uint8Array, message: Uint8Array): Uint8Array {
  return hmacSha256WithKey(key)(message);
}
