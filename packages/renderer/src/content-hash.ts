import { createHash } from 'node:crypto';

/** Names a file by its contents, so it can be cached forever. */
export function contentHash(data: Uint8Array | string): string {
  return createHash('sha256').update(data).digest('hex').slice(0, 10);
}
