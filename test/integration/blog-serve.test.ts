// serve on the blog fixture: drafts are shown, and a save to a post, or a new
// post, reaches its page, the lists and the feeds (the blog's folder is
// watched: config/site-paths.ts).
import { describe, expect, it, beforeAll } from 'vitest';
import { edit, write } from '../helpers/fixture.ts';
import { useServedFixture } from '../helpers/served-fixture.ts';

const served = useServedFixture('blog');

async function get(pathname: string): Promise<{ status: number; body: string }> {
  const res = await fetch(served.server.url + pathname);
  return { status: res.status, body: await res.text() };
}

/** Waits until `pathname` answers what `shows` looks for (a save is built after the watcher sees it). */
async function until(pathname: string, shows: (body: string) => boolean): Promise<string> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const r = await get(pathname);
    if (r.status === 200 && shows(r.body)) return r.body;
    if (Date.now() > deadline) throw new Error(`${pathname} never showed the save; it answers ${r.status}:\n${r.body.slice(0, 1000)}`);
    await new Promise((res) => setTimeout(res, 100));
  }
}

beforeAll(async () => {
  await served.server.idle();
}, 60_000);

describe('serve: the blog', () => {
  it('shows a draft post, which a build leaves out', async () => {
    expect((await get('/blog/2025/02/17/draft-plans')).body).toContain('Plans nobody should read yet.');
  });

  it("shows a post's saved summary on its page and on the list, and a new post in the list and the feed", async () => {
    await edit(served.dir, 'site/blog/2024-09-16-year-in-review.md', (s) => s.replace('It says what changed and why.', 'It looks back on a busy year.'));
    await until('/blog/2024/09/16/year-in-review', (body) => body.includes('It looks back on a busy year.'));
    await until('/blog', (body) => body.includes('It looks back on a busy year.'));
    await write(served.dir, 'site/blog/2025-04-01-new-post.md', '---\ntitle: A new post\nauthors: ada\n---\n\nFresh summary.\n\n<!-- truncate -->\n\nFresh rest.\n');
    const list = await until('/blog', (body) => body.includes('>A new post</a></h2>'));
    expect(list.indexOf('>A new post</a></h2>')).toBeLessThan(list.indexOf('>A short note</a></h2>'));
    await until('/blog/rss.xml', (body) => body.includes('<title>A new post</title>'));
  }, 90_000);
});
