import { authenticator } from 'otplib';

/**
 * TOTP (RFC 6238, 30 s steps, 6 digits) through otplib v12's synchronous `authenticator`.
 * Time comes from the app clock, and one step either side is accepted for phone clock drift.
 * Codes are not remembered, so one code can be replayed within its ~90 s window; every call
 * that takes one is rate-limited per IP.
 */
export function checkTotp(now: Date, secret: string, code: string): boolean {
  if (!/^\d{6}$/.test(code)) return false;
  try {
    return authenticator.clone({ epoch: now.getTime(), window: 1 }).check(code, secret);
  } catch {
    return false;
  }
}

/** A new secret of 160 bits (RFC 4226's recommended length), base32. */
export function newTotpSecret(): string {
  return authenticator.generateSecret(20);
}

export function otpauthUrl(accountName: string, issuer: string, secret: string): string {
  return authenticator.keyuri(accountName, issuer, secret);
}
