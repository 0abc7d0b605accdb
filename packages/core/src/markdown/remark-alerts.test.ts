import { describe, expect, it } from 'vitest';
import { compileForTest } from './testing.ts';
import { GITHUB_ALERTS } from './admonitions.ts';

describe('GitHub alerts', () => {
  it('turns each alert kind into its admonition', async () => {
    for (const [name, kind] of Object.entries(GITHUB_ALERTS)) {
      const { html } = await compileForTest(`> [!${name}]\n> Body with *emphasis*.\n>\n> Second paragraph.`);
      expect(html, name).toBe(
        `<div class="admonition admonition-${kind.className}" role="note"><p class="admonition-title">${kind.title}</p><div class="admonition-body"><p>Body with <em>emphasis</em>.</p><p>Second paragraph.</p></div></div>`,
      );
    }
  });

  it('leaves other quotes, and unknown markers, as quotes', async () => {
    const { html } = await compileForTest('> [!SPOILER]\n> Text.\n\n> Plain [link](/docs/x).');
    expect(html).toBe('<blockquote>\n<p>[!SPOILER]\nText.</p>\n</blockquote>\n<blockquote>\n<p>Plain <a href="/docs/x">link</a>.</p>\n</blockquote>');
  });
});
