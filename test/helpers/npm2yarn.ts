// What @docusaurus/remark-plugin-npm2yarn makes of `npm install ctfdocs` in a
// page, as ctfdocs draws it: a tab for each package manager, each command
// highlighted.
import { expect } from 'vitest';

export function expectNpm2yarnTabs(html: string): void {
  expect(html).toContain('<div class="tabs" data-group-id="npm2yarn">');
  for (const [tab, command] of [
    ['npm', 'npm</span><span style="--shiki-light:#0A3069;--shiki-dark:#A5D6FF"> install'],
    ['Yarn', 'yarn</span><span style="--shiki-light:#0A3069;--shiki-dark:#A5D6FF"> add'],
    ['pnpm', 'pnpm</span><span style="--shiki-light:#0A3069;--shiki-dark:#A5D6FF"> add'],
  ]) {
    expect(html).toMatch(new RegExp(`role="tab"[^>]*>${tab}</button>`));
    expect(html).toContain(command);
  }
}
