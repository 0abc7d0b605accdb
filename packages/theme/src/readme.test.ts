// The theming surface listed in the README is the stylesheet's: every custom
// property declared on :root is documented, every documented one exists, and
// every documented region class is styled or rendered by the theme.
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DOC_SIDEBAR, MAIN_WRAPPER, NAVBAR } from './shared/shell-classes.ts';

const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
const css = readFileSync(new URL('./styles.css', import.meta.url), 'utf8');
// Components and the folders of their parts (navbar-items/).
const components = readdirSync(new URL('./components/', import.meta.url), { recursive: true, withFileTypes: true })
  .filter((e) => e.isFile())
  .map((e) => readFileSync(`${e.parentPath}/${e.name}`, 'utf8'))
  .join('\n')
  // The shell's landmarks are named once (shared/shell-classes.ts) and written as className={NAME}.
  .replace(/className=\{([A-Z_]+)\}/g, (written, name: string) => {
    const value = new Map([
      ['DOC_SIDEBAR', DOC_SIDEBAR],
      ['MAIN_WRAPPER', MAIN_WRAPPER],
      ['NAVBAR', NAVBAR],
    ]).get(name);
    return value === undefined ? written : `className="${value}"`;
  });

const surface = readme.slice(readme.indexOf('## Theming surface'), readme.indexOf('\n## ', readme.indexOf('## Theming surface') + 1));

function documentedProperties(): Set<string> {
  const rows = surface.split('\n').filter((l) => l.startsWith('| `'));
  return new Set(rows.flatMap((row) => [...row.split('|')[1].matchAll(/`(--[a-z0-9-]+)`/g)].map((m) => m[1])));
}

describe('theme README', () => {
  it('lists exactly the custom properties the stylesheet declares on :root', () => {
    const root = css.slice(css.indexOf(':root {'), css.indexOf('}', css.indexOf(':root {')));
    const declared = new Set([...root.matchAll(/(--[a-z0-9-]+):/g)].map((m) => m[1]));
    expect([...documentedProperties()].sort()).toEqual([...declared].sort());
  });

  it('names only region classes that the theme renders and styles', () => {
    const regions = surface.slice(surface.indexOf('Stable class names'));
    const classes = [...regions.slice(0, regions.indexOf('\n\n')).matchAll(/`\.([a-z-]+)`/g)].map((m) => m[1]);
    expect(classes.length).toBeGreaterThan(15);
    for (const c of classes) {
      expect(new RegExp(`\\.${c}(?![a-z-])`).test(css), `.${c} in styles.css`).toBe(true);
    }
    // Classes written by the markdown pipeline (admonitions, code blocks, tabs) are not in the components.
    const rendered = classes.filter((c) => !['admonition', 'code-block', 'tabs'].includes(c));
    for (const c of rendered) expect(new RegExp(`className=[{"'\`][^>]*\\b${c}\\b`).test(components), `.${c} rendered by a component`).toBe(true);
  });
});
