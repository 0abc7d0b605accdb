// What serve keeps between rebuilds: results looked up by the content they
// were made from, never a previous build's output changed in place.
import type { CoreCache } from '../types.ts';

export function createCoreCache(): CoreCache {
  return { compiled: new Map(), api: new Map(), described: new Map() };
}
