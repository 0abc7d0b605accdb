import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './load.ts';

async function put(dir: string, rel: string, text: string) {
  await mkdir(path.dirname(path.join(dir, rel)), { recursive: true });
  await writeFile(path.join(dir, rel), text);
}

describe('customCss naming a package', () => {
  it('finds a package hoisted above the site folder, a scoped one, and lets a file beside the config win over a package of that name', async () => {
    const repo = await mkdtemp(path.join(tmpdir(), 'ctfdocs-package-css-'));
    const site = path.join(repo, 'website');
    await put(repo, 'node_modules/some-pkg/dist/style.css', '.a {}');
    await put(repo, 'node_modules/@scope/theme/theme.css', '.b {}');
    await put(repo, 'node_modules/local/own.css', '.c {}');
    await put(site, 'local/own.css', '.d {}');
    await put(site, 'ctfdocs.config.yaml', 'title: T\nurl: https://t.example.com\ncustomCss: [some-pkg/dist/style.css, "@scope/theme/theme.css", local/own.css, missing-pkg/x.css]\n');
    const { config, diagnostics } = await loadConfig(site, 'ctfdocs.config.yaml');
    expect(diagnostics).toEqual([]);
    expect(config?.customCss).toEqual(['../node_modules/some-pkg/dist/style.css', '../node_modules/@scope/theme/theme.css', 'local/own.css', 'missing-pkg/x.css']);
  });
});
