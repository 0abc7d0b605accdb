// How a finding shows its secret: never whole. At most the first 4 and the
// last 2 characters (fewer for a short one) and the length, and a
// fingerprint that names it in `checkSecrets.allow` without writing it.
import { createHash } from 'node:crypto';

export function maskSecret(secret: string): string {
  const n = secret.length;
  const head = secret.slice(0, Math.min(4, Math.floor(n / 4)));
  const tail = secret.slice(n - Math.min(2, Math.floor(n / 8)));
  return `${head}…${tail} (${n} characters)`;
}

/** The first 16 hex digits of the secret's SHA-256. */
export function secretFingerprint(secret: string): string {
  return createHash('sha256').update(secret).digest('hex').slice(0, 16);
}
