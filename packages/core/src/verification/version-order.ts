// Product versions compared as semver does, each coerced first so that `3.8`
// and `v3.8.7` are versions too (3.8.0, 3.8.7); a fourth number is not
// compared. Pre-releases come before their release: 3.8.7-rc1 < 3.8.7.
import semver from 'semver';

const asSemver = (version: string) => semver.coerce(version, { includePrerelease: true });

/** Is `version` older than `than`? False when either is no version at all. */
export function isOlderVersion(version: string, than: string): boolean {
  const a = asSemver(version);
  const b = asSemver(than);
  return a !== null && b !== null && semver.lt(a, b);
}
