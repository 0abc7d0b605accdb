import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { convertConfig } from './config.ts';

describe('convertConfig', () => {
  it("carries Docusaurus's site-wide noIndex", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'ctfdocs-docusaurus-'));
    const converted = convertConfig({ title: 'Widget', url: 'https://widget.example.com', baseUrl: '/', noIndex: true }, 'docusaurus.config.js', dir);
    expect(converted.config.noIndex).toBe(true);
    expect(converted.notCarried.map((n) => n.key)).not.toContain('noIndex');
  });
});
