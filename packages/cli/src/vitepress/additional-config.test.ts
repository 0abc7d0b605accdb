import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { NotCarried } from '../docusaurus/keys.ts';
import { additionalConfigs, mergeConfig, resolveExtends } from './additional-config.ts';

const known = { vitepress: { defineAdditionalConfig: '(config) => config' } };

describe("the configs VitePress merges into a site's", () => {
  it('merges as VitePress does: lists joined, objects key by key, unset values ignored', () => {
    expect(mergeConfig({ head: [['a']], themeConfig: { nav: [1], footer: { message: 'm' } }, title: 'A' }, { head: [['b']], themeConfig: { footer: { copyright: 'c' } }, title: undefined })).toEqual({
      head: [['a'], ['b']],
      themeConfig: { nav: [1], footer: { message: 'm', copyright: 'c' } },
      title: 'A',
    });
  });

  it('reads what a config extends, and names one it cannot read', async () => {
    const out: NotCarried[] = [];
    expect(await resolveExtends({ title: 'Child', extends: { title: 'Base', description: 'From base' } }, 'c.ts', out)).toEqual({ title: 'Child', description: 'From base' });
    expect(await resolveExtends({ title: 'Child', extends: {} }, 'c.ts', out)).toEqual({ title: 'Child' });
    expect(out.map((n) => n.key)).toEqual(['extends']);
  });

  it('finds each config.* under srcDir with the folder it applies to, leaving out srcExclude and node_modules', async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), 'ctfdocs-vp-add-'));
    const config = (description: string) => `import { defineAdditionalConfig } from 'vitepress';\nexport default defineAdditionalConfig({ description: '${description}' });\n`;
    for (const [rel, text] of [
      ['docs/config.ts', config('every page')],
      ['docs/fr/config.mts', config('French pages')],
      ['docs/drafts/config.ts', config('excluded')],
      ['docs/node_modules/x/config.js', config('a package')],
    ]) {
      await mkdir(path.dirname(path.join(root, rel)), { recursive: true });
      await writeFile(path.join(root, rel), text);
    }
    const out: NotCarried[] = [];
    const found = await additionalConfigs(root, 'docs', ['drafts/**'], undefined, known, out);
    expect(found).toEqual([
      { dir: '', file: 'docs/config.ts', value: { description: 'every page' } },
      { dir: 'fr', file: 'docs/fr/config.mts', value: { description: 'French pages' } },
    ]);
    expect(out).toEqual([]);
    // The site's own additionalConfig replaces the search.
    expect(await additionalConfigs(root, 'docs', [], { '/fr/': { description: 'given' } }, known, out)).toEqual([
      { dir: 'fr', file: '.vitepress/config (additionalConfig)', value: { description: 'given' } },
    ]);
  });
});
