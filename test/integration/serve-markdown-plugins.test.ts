// serve with a site's markdown plugins: a saved local plugin file is watched,
// and the pages it applies to compile again with its new code.
import { beforeAll, describe, expect, it } from 'vitest';
import { edit } from '../helpers/fixture.ts';
import { getPage, untilPage, useServedFixture } from '../helpers/served-fixture.ts';

const served = useServedFixture('markdown-plugins');

beforeAll(async () => {
  await served.server.idle();
});

describe('serve: a local markdown plugin', () => {
  it('is watched: saving it shows its new output on every page it applies to', async () => {
    expect((await getPage(served, '/notes')).body).toContain('<blockquote class="callout" data-label="Remember">');
    await edit(served.dir, 'site/plugins/rehype-callout.mjs', (s) => s.replace("className: ['callout']", "className: ['callout', 'saved']"));
    await untilPage(served, '/notes', (r) => r.body.includes('<blockquote class="callout saved" data-label="Remember">'));
    for (const route of ['/', '/docs/intro']) expect((await getPage(served, route)).body).toContain('<blockquote class="callout saved"');
    // The math the docs' own plugins draw is still there.
    expect((await getPage(served, '/docs/math')).body).toContain('<span class="katex">');
  });
});
