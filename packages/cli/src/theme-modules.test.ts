import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { themeComponents } from '@ctfdocs/theme';

describe('the declared @theme modules', () => {
  it("are the theme's registry, each name as @theme-original/ and @theme/", () => {
    const text = readFileSync(new URL('./theme-modules.d.ts', import.meta.url), 'utf8');
    const declared = [...text.matchAll(/^declare module '([^']+)' \{\n[\s\S]*?ThemeComponentProps\['([^']+)'\]/gm)].map((m) => [m[1], m[2]]);
    const names = Object.keys(themeComponents);
    expect(declared.sort()).toEqual(
      names
        .flatMap((n) => [
          [`@theme-original/${n}`, n],
          [`@theme/${n}`, n],
        ])
        .sort(),
    );
  });
});
