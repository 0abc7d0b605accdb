import { describe, expect, it } from 'vitest';
import { compileForTest } from './testing.ts';
import { GITHUB_ALERTS } from './admonitions.ts';

describe('GitHub alerts', () => {
  it('turns each alert kind into its admonition', async () => {
    const drawn = { NOTE: ['note', 'Note'], TIP: ['tip', 'Tip'], IMPORTANT: ['info', 'Important'], WARNING: ['warning', 'Warning'], CAUTION: ['danger', 'Caution'] };
    expect(Object.keys(GITHUB_ALERTS)).toEqual(Object.keys(drawn));
    for (const [name, [className, title]] of Object.entries(drawn)) {
      const { html } = await compileForTest(`> [!${name}]\n> Body with *emphasis*.\n>\n> Second paragraph.`);
      expect(html, name).toBe(
        `<div class="admonition admonition-${className}" role="note"><p class="admonition-title">${title}</p><div class="admonition-body"><p>Body with <em>emphasis</em>.</p><p>Second paragraph.</p></div></div>`,
      );
    }
  });

  it('leaves other quotes, and unknown markers, as quotes', async () => {
    const { html } = await compileForTest('> [!SPOILER]\n> Text.\n\n> Plain [link](/docs/x).');
    expect(html).toBe('<blockquote>\n<p>[!SPOILER]\nText.</p>\n</blockquote>\n<blockquote>\n<p>Plain <a href="/docs/x">link</a>.</p>\n</blockquote>');
  });
});
