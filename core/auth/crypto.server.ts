const encoder = new TextEncoder();

const HEX = Array.from({ length: 256 }, (_, b) => b.toString(16).padStart(2, '0'));

/** Every signed-in request verifies its cookie's HMAC: a table look-up per byte (docs/decisions/167). */
function toHex(buffer: ArrayBuffer): string {
  let hex = '';
  for (const b of new Uint8Array(buffer)) hex += HEX[b];
  return hex;
}

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** A URL-safe random token with `bytes` bytes of entropy (default 32 = 256 bits). */
export function randomToken(bytes = 32): string {
  return toBase64Url(crypto.getRandomValues(new Uint8Array(bytes)));
}

export async function sha256Hex(value: string): Promise<string> {
  return toHex(await crypto.subtle.digest('SHA-256', encoder.encode(value)));
}

/**
 * Imported keys by secret: the session cookie is verified on every signed-in request (docs/decisions/167). Only
 * imported keys are kept, never an import in flight: no request awaits a promise another request created
 * (docs/decisions/237). A handful of secrets per isolate (session, state cookies).
 */
const hmacKeys = new Map<string, CryptoKey>();

async function hmacKey(secret: string): Promise<CryptoKey> {
  const known = hmacKeys.get(secret);
  if (known) return known;
  const key = await crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
  if (hmacKeys.size >= 16) hmacKeys.clear();
  hmacKeys.set(secret, key);
  return key;
}

export async function hmacSha256Hex(secret: string, message: string): Promise<string> {
  return toHex(await crypto.subtle.sign('HMAC', await hmacKey(secret), encoder.encode(message)));
}

/** Compares two strings without an early exit, so timing does not reveal the matching prefix. */
export function constantTimeEqual(a: string, b: string): boolean {
  const left = encoder.encode(a);
  const right = encoder.encode(b);
  let diff = left.length ^ right.length;
  for (let i = 0; i < Math.max(left.length, right.length); i++) {
    diff |= (left[i] ?? 0) ^ (right[i] ?? 0);
  }
  return diff === 0;
}

/** `value.signature`, the signature an HMAC of the value. */
export async function sign(value: string, secret: string): Promise<string> {
  return `${value}.${await hmacSha256Hex(secret, value)}`;
}

export async function unsign(signed: string, secret: string): Promise<string | null> {
  const dot = signed.lastIndexOf('.');
  if (dot <= 0) return null;
  const value = signed.slice(0, dot);
  const expected = await hmacSha256Hex(secret, value);
  return constantTimeEqual(expected, signed.slice(dot + 1)) ? value : null;
}

async function aesKey(secret: string, purpose: string) {
  const material = await crypto.subtle.digest('SHA-256', encoder.encode(`${purpose}:${secret}`));
  return crypto.subtle.importKey('raw', material, 'AES-GCM', false, ['encrypt', 'decrypt']);
}

/** AES-GCM with a key derived from `secret` and `purpose`; output is base64url(iv || ciphertext). */
export async function encryptString(plaintext: string, secret: string, purpose: string): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const cipher = new Uint8Array(
    await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, await aesKey(secret, purpose), encoder.encode(plaintext)),
  );
  const out = new Uint8Array(iv.length + cipher.length);
  out.set(iv);
  out.set(cipher, iv.length);
  return toBase64Url(out);
}

export async function decryptString(ciphertext: string, secret: string, purpose: string): Promise<string> {
  const binary = atob(ciphertext.replace(/-/g, '+').replace(/_/g, '/'));
  const bytes = Uint8Array.from(binary, (ch) => ch.charCodeAt(0));
  const plain = await crypto.subtle.decrypt(
    { name: 'AES-GCM', iv: bytes.slice(0, 12) },
    await aesKey(secret, purpose),
    bytes.slice(12),
  );
  return new TextDecoder().decode(plain);
}
