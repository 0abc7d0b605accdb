// A page component that throws fails `ctfdocs build` with an error naming
// the page's file, and publishes nothing (spec §8: serve shows the crash
// page instead; see test/browser/crash-page.test.ts).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { copyFixture, runCli, runCliProcess, write } from '../helpers/fixture.ts';

const BROKEN = "export default function Broken(): never {\n  const releases = undefined;\n  if (!releases) throw new Error('Cannot read the release list');\n}\n";

describe('ctfdocs build with a page that crashes', () => {
  it('fails, naming the file and line, the route and the error, without a stack trace or an output folder', async () => {
    const dir = await copyFixture('basic');
    await write(dir, 'site/pages/broken.tsx', BROKEN);
    const r = await runCli(dir, ['build']);
    expect(r.code).toBe(1);
    // The line and column of the throw in the page's own file, not in its compiled module.
    expect(r.stderr).toMatch(/site\/pages\/broken\.tsx:3:\d+.*Page \/broken crashed while rendering: Cannot read the release list \(thrown in Broken\)/);
    expect(r.stderr).toContain('Build failed: 1 error');
    expect(r.stderr).not.toMatch(/\n\s+at /);
    expect(existsSync(path.join(dir, 'build'))).toBe(false);
  });

  it('names the line too when Node maps stacks to sources itself (NODE_OPTIONS=--enable-source-maps)', async () => {
    const dir = await copyFixture('basic');
    await write(dir, 'site/pages/broken.tsx', BROKEN);
    const r = await runCliProcess(dir, ['build'], { NODE_OPTIONS: '--enable-source-maps' });
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/site\/pages\/broken\.tsx:3:\d+.*Page \/broken crashed while rendering: Cannot read the release list/);
  });
});
