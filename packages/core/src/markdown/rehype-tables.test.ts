import { describe, expect, it } from 'vitest';
import { compileForTest } from './testing.ts';

describe('rehype-tables', () => {
  it('makes each table focusable, so a keyboard can scroll a wide one', async () => {
    const { html } = await compileForTest('| Mode | Teams |\n| --- | --- |\n| users | no |\n');
    expect(html).toBe('<table tabindex="0">\n<thead>\n<tr>\n<th>Mode</th>\n<th>Teams</th>\n</tr>\n</thead>\n<tbody>\n<tr>\n<td>users</td>\n<td>no</td>\n</tr>\n</tbody>\n</table>');
  });

  it('leaves a page without tables alone', async () => {
    const { html } = await compileForTest('Mode | Teams');
    expect(html).toBe('<p>Mode | Teams</p>');
  });
});
