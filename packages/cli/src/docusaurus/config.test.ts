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

  it('carries customFields that YAML can hold, and names each one it cannot', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'ctfdocs-docusaurus-'));
    const customFields = { team: 'Widget Co.', limits: { users: 5, tags: ['a'] }, greet: () => 'hi' };
    const converted = convertConfig({ title: 'Widget', url: 'https://widget.example.com', customFields }, 'docusaurus.config.js', dir);
    expect(converted.config.customFields).toEqual({ team: 'Widget Co.', limits: { users: 5, tags: ['a'] } });
    expect(converted.notCarried).toEqual([expect.objectContaining({ key: 'customFields.greet', reason: expect.stringContaining('a value YAML cannot hold') })]);
  });

  it("carries a docs plugin's remark and rehype plugins by the modules they came from, and reports those it cannot name", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'ctfdocs-docusaurus-'));
    const math = () => undefined;
    const katex = () => undefined;
    const note = () => undefined;
    const typed = () => undefined;
    const names = new Map<unknown, { specifier: string; typescript?: boolean }>([
      [math, { specifier: 'remark-math' }],
      [katex, { specifier: 'rehype-katex' }],
      [note, { specifier: './src/remark/note.js' }],
      [typed, { specifier: './src/remark/typed.ts', typescript: true }],
    ]);
    const docs = {
      beforeDefaultRemarkPlugins: [note],
      remarkPlugins: [math, function inline() {}, typed, [note, { pattern: /x/ }]],
      rehypePlugins: [[katex, { strict: false, macros: { '\\RR': '\\mathbb{R}' } }]],
    };
    const converted = convertConfig({ title: 'Widget', url: 'https://widget.example.com', baseUrl: '/', presets: [['classic', { docs }]] }, 'docusaurus.config.js', dir, (v) => names.get(v));
    const inst = (converted.config.docs as Array<Record<string, unknown>>)[0];
    expect(inst.beforeDefaultRemarkPlugins).toEqual(['./src/remark/note.js']);
    expect(inst.remarkPlugins).toEqual(['remark-math']);
    expect(inst.rehypePlugins).toEqual([['rehype-katex', { strict: false, macros: { '\\RR': '\\mathbb{R}' } }]]);
    expect(inst).not.toHaveProperty('beforeDefaultRehypePlugins');
    expect(converted.notCarried).toEqual([
      expect.objectContaining({ key: 'presets[0][1].docs.remarkPlugins[1]', reason: expect.stringContaining('"inline" written in the config') }),
      expect.objectContaining({ key: 'presets[0][1].docs.remarkPlugins[2]', reason: expect.stringContaining('./src/remark/typed.ts: a TypeScript file') }),
      expect.objectContaining({ key: 'presets[0][1].docs.remarkPlugins[3]', reason: expect.stringContaining('its options hold values YAML cannot') }),
    ]);
  });
});
