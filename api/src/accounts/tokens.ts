import { sha256 } from '@oslojs/crypto/sha2';
import { encodeBase32LowerCaseNoPadding, encodeHexLowerCase } from '@oslojs/encoding';

/** 256 random bits as URL-safe text: session tokens, link tokens, OAuth state and PKCE verifier. */
export function randomToken(): string {
  const bytes = new Uint8Array(32);
  crypto.getRandomValues(bytes);
  return encodeBase32LowerCaseNoPadding(bytes);
}

export const sha256Of = (text: string) => sha256(new TextEncoder().encode(text));

/** What the database keeps instead of a token: its SHA-256 in hex, useless to whoever reads the file. */
export const hashToken = (token: string) => encodeHexLowerCase(sha256Of(token));

/** An instant `ms` after `from`, as the ISO text the database stores. */
export const later = (from: Date, ms: number) => new Date(from.getTime() + ms).toISOString();

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
