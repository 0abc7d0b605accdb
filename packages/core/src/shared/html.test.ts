import { describe, expect, it } from 'vitest';
import { escapeHtml, unescapeHtml } from './html.ts';

describe('HTML escaping', () => {
  const tricky = `a&b <c> "d" 'e' &amp; &lt;tag&gt; /f?g=1&h=2#i`;

  it("escapes the five characters React escapes, with React's entities", () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#x27;&amp;&#x27;&lt;/a&gt;');
  });

  it('reads back what it wrote, entity-like text included, in one pass', () => {
    expect(unescapeHtml(escapeHtml(tricky))).toBe(tricky);
    expect(unescapeHtml('&amp;lt;')).toBe('&lt;');
    expect(unescapeHtml('it&#39;s &quot;x&quot;')).toBe(`it's "x"`);
  });

  it('leaves text without entities, and entities it does not write, as they are', () => {
    expect(unescapeHtml('plain text')).toBe('plain text');
    expect(unescapeHtml('&nbsp;&copy;')).toBe('&nbsp;&copy;');
  });
});
