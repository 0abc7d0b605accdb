// serve reads only the saved page again when its body alone changed, and the
// whole content otherwise (content/update.ts): each kind of save must still
// show on the page itself and on every page whose sidebar names it.
import { execFileSync } from 'node:child_process';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { CompileWorkers } from '@ctfdocs/core';
import { buildSite, createBuildCache } from '@ctfdocs/renderer';
import { copyFixture, edit, write } from '../helpers/fixture.ts';
import { getPage, untilPage, useServedFixture, type Answer } from '../helpers/served-fixture.ts';
import { eventsPath, nextLiveEvent } from '../helpers/serve-token.ts';
import type { LiveReloadMessage } from '@ctfdocs/core/shared/live-reload-message.ts';

const served = useServedFixture();

const get = (pathname: string) => getPage(served, pathname);
const until = (pathname: string, shows: (r: Answer) => boolean) => untilPage(served, pathname, shows);

/** The sidebar of a page, as the links it lists (label → href). */
function sidebarLinks(html: string): string[] {
  const nav = /<nav[^>]*aria-label="Docs sidebar"[^>]*>([\s\S]*?)<\/nav>/.exec(html)?.[1] ?? '';
  return [...nav.matchAll(/<a [^>]*href="([^"]+)"[^>]*>([\s\S]*?)<\/a>/g)].map((m) => `${m[2].replace(/<[^>]+>/g, '')} → ${m[1]}`);
}

let events: string;
beforeAll(async () => {
  events = await eventsPath(served.server.url);
  await served.server.idle();
});

const nextEvent = (type: LiveReloadMessage['type']) => nextLiveEvent(served.server.url, events, type);

describe('serve: what a save changes', () => {
  it("shows a page's new body, and then a second page's, each keeping the other's", async () => {
    const introBefore = await get('/guide/intro');
    await edit(served.dir, 'content/guide/setup/install.md', (s) => s.replace('You need a computer.', 'You need a patient computer.'));
    await until('/guide/setup/install', (r) => r.body.includes('You need a patient computer.'));
    await edit(served.dir, 'content/guide/reference/options.md', (s) => `${s}\n\nOne more option note.\n`);
    await until('/guide/reference/options', (r) => r.body.includes('One more option note.'));
    expect((await get('/guide/setup/install')).body).toContain('You need a patient computer.');
    // The sidebar does not change for a body.
    expect(sidebarLinks((await get('/guide/intro')).body)).toEqual(sidebarLinks(introBefore.body));
    await served.server.idle();
  });

  it("renames a page in every page's sidebar when its front matter title changes, and keeps the new name through the next body save", async () => {
    expect(sidebarLinks((await get('/guide/intro')).body)).toContain('Install → /guide/setup/install');
    await edit(served.dir, 'content/guide/setup/install.md', (s) => s.replace('title: Install', 'title: Installing'));
    const intro = await until('/guide/intro', (r) => sidebarLinks(r.body).includes('Installing → /guide/setup/install'));
    expect(sidebarLinks(intro.body)).not.toContain('Install → /guide/setup/install');
    await served.server.idle();
    await edit(served.dir, 'content/guide/intro.md', (s) => s.replace('Some text.', 'Some newer text.'));
    const after = await until('/guide/intro', (r) => r.body.includes('Some newer text.'));
    expect(sidebarLinks(after.body)).toContain('Installing → /guide/setup/install');
    expect(sidebarLinks((await get('/guide/reference/options')).body)).toContain('Installing → /guide/setup/install');
    await served.server.idle();
  });

  it("renames a page in other pages' sidebars when the first heading that titles it changes", async () => {
    await edit(served.dir, 'content/guide/reference/options.md', (s) => s.replace('# Options', '# Settings'));
    await until('/guide/setup/install', (r) => sidebarLinks(r.body).includes('Settings → /guide/reference/options'));
    await served.server.idle();
  });

  it('picks up a new page, in its own route and in the sidebars, and drops a deleted one', async () => {
    await write(served.dir, 'content/guide/reference/limits.md', '# Limits\n\nThe limits of the fixture.\n');
    await until('/guide/reference/limits', (r) => r.status === 200 && r.body.includes('The limits of the fixture.'));
    expect(sidebarLinks((await get('/guide/intro')).body)).toContain('Limits → /guide/reference/limits');
    await served.server.idle();
    await rm(path.join(served.dir, 'content/guide/reference/limits.md'));
    await until('/guide/reference/limits', (r) => r.status === 404);
    expect(sidebarLinks((await get('/guide/intro')).body)).not.toContain('Limits → /guide/reference/limits');
    await served.server.idle();
  });

  it('shows a broken link added in a body save in the overlay of open pages, and clears it when the link is fixed', async () => {
    const broke = nextEvent('build-error');
    await edit(served.dir, 'content/guide/reference/options.md', (s) => `${s}\n\nSee [the limits](/guide/no-such-page).\n`);
    const shown = await broke;
    expect(shown.data).toContain('content/guide/reference/options.md');
    expect(shown.data).toContain('/guide/no-such-page');
    await served.server.idle();
    const fixed = nextEvent('reload');
    await edit(served.dir, 'content/guide/reference/options.md', (s) => s.replace('See [the limits](/guide/no-such-page).', 'See the limits.'));
    await fixed;
    await until('/guide/reference/options', (r) => r.body.includes('See the limits.'));
  });
});

describe("serve: git's last-update dates", () => {
  it('keeps them through a body save, and reads them again when the content is loaded whole', async () => {
    const dir = await copyFixture('compat-sidebars');
    const commit = (at: number) =>
      execFileSync('git', ['-c', 'user.name=Gil Committer', '-c', 'user.email=g@example.com', 'commit', '-qam', `at ${at}`], {
        cwd: dir,
        env: { ...process.env, GIT_AUTHOR_DATE: `@${at}`, GIT_COMMITTER_DATE: `@${at}` },
      });
    execFileSync('git', ['init', '-q'], { cwd: dir });
    execFileSync('git', ['add', '.'], { cwd: dir });
    commit(1710000000);
    const cache = createBuildCache();
    const workers = new CompileWorkers();
    onTestFinished(() => workers.close());
    const intro = async (changed?: string[]) => {
      const r = await buildSite({ rootDir: dir, configPath: 'ctfdocs.config.yaml', outDir: path.join(dir, 'out'), write: false, dev: true, workers, cache, changed });
      const out = r.files.get('docs/next/intro.html');
      return out && 'contents' in out ? String(out.contents) : '';
    };
    const lastUpdated = (html: string) => /<span class="last-updated">([\s\S]*?)<\/span>/.exec(html)?.[1];
    expect(lastUpdated(await intro())).toContain('Mar 9, 2024</time> by Gil Committer');
    await edit(dir, 'docs/01-intro.md', (s) => `${s}\n\nA line written while serving.\n`);
    const saved = await intro(['docs/01-intro.md']);
    expect(saved).toContain('A line written while serving.');
    expect(lastUpdated(saved)).toContain('Mar 9, 2024</time> by Gil Committer');
    // A commit, then a save that loads the whole content (a new page): the new date shows.
    commit(1720000000);
    await write(dir, 'docs/added.md', '# Added\n');
    expect(lastUpdated(await intro(['docs/added.md']))).toContain('Jul 3, 2024</time> by Gil Committer');
  });
});
