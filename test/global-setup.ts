// Before any test file: the bundled CLI in packages/cli/dist is made current
// (bin/compile-packages.mjs), as the test command does. Tests that run
// bin/ctfdocs then do not all rebuild it at once, and threads that in-process
// builds start from the sources load the bundled entries
// (bin/source-entry.mjs) rather than the TypeScript through tsx.
// @ts-expect-error: a plain JavaScript module without types.
import { ensureCompiled } from '../bin/compile-packages.mjs';

export default async function setup(): Promise<void> {
  await ensureCompiled();
}
