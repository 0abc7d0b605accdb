// A site plugin made in a test without a module: its hooks given as they
// are, its entry at plugins[index] of a config at rootDir/site/.
import path from 'node:path';
import { parseConfig, type Plugin } from '@ctfdocs/core';
import type { SitePlugin } from './site-plugin.ts';

export function testPlugin(hooks: Omit<Plugin, 'name'> & { name?: string }, where: { rootDir: string; index?: number; baseUrl?: string; file?: string }): SitePlugin {
  const name = hooks.name ?? 'test';
  const siteDir = path.join(where.rootDir, 'site');
  const baseUrl = where.baseUrl ?? '/';
  const config = parseConfig(`title: T\nurl: https://docs.example.com\nbaseUrl: ${baseUrl}\n`, 'site/ctfdocs.config.yaml', where.rootDir).config!;
  return {
    name,
    at: { specifier: `./plugins/${name}.mjs`, index: where.index ?? 0, configFile: 'site/ctfdocs.config.yaml', rootDir: where.rootDir, line: 7, column: 5 },
    file: where.file ?? path.join(siteDir, 'plugins', `${name}.mjs`),
    hooks: { ...hooks, name },
    context: { siteDir, outDir: path.join(where.rootDir, 'build'), siteConfig: config, baseUrl, i18n: { defaultLocale: 'en', locales: ['en'], currentLocale: 'en' } },
  };
}
