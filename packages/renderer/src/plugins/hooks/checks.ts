// checks, in the check phase: a plugin's own diagnostics about the site,
// reported as every other check's are (`ctfdocs check`, `build`, serve's
// overlay), with the code `plugin/<name>` (`plugin/<name>/<code>` when the
// plugin gives one). Each locale's plugins run it; a problem they all find
// is reported once.
import path from 'node:path';
import { pluginDiagnosticsSchema, type CheckedPluginDiagnostic, type Diagnostic } from '@ctfdocs/core';
import { reporter } from '../../report-once.ts';
import { callHook, issuesText, pluginDiagnostic, pluginLabel, type SitePlugin } from '../site-plugin.ts';
import type { PluginHook } from './hook.ts';
import { routesPathsOf, type LocalePlugins, type RoutesOfLocales } from './routes-paths.ts';

export const checksHook: PluginHook<'checks'> = { name: 'checks', phase: 'check' };

export async function pluginChecks(locales: readonly LocalePlugins[], routes: RoutesOfLocales, rootDir: string): Promise<Diagnostic[]> {
  const diagnostics: Diagnostic[] = [];
  const report = reporter(diagnostics);
  for (const locale of locales) {
    const routesPaths = routesPathsOf(routes, locale.prefix);
    for (const plugin of locale.plugins) {
      const checks = plugin.hooks.checks;
      if (!checks) continue;
      const ran = await callHook(plugin, 'checks', () => checks({ content: plugin.content, routesPaths }));
      if (!ran.ok) {
        report(ran.diagnostic);
        continue;
      }
      const parsed = pluginDiagnosticsSchema.safeParse(ran.value ?? []);
      if (!parsed.success) {
        report(
          pluginDiagnostic(plugin.at, {
            code: 'plugin/checks',
            message: `Plugin ${pluginLabel(plugin)}: checks returned ${issuesText(parsed.error.issues)}`,
            hint: 'Return a list of { message, severity, file, line, column, hint, code }; only message is required.',
          }),
        );
        continue;
      }
      for (const d of parsed.data) report(asDiagnostic(d, plugin, rootDir));
    }
  }
  return diagnostics;
}

function asDiagnostic(d: CheckedPluginDiagnostic, plugin: SitePlugin, rootDir: string): Diagnostic {
  const file = d.file === undefined ? undefined : path.relative(rootDir, path.resolve(plugin.context.siteDir, d.file)).split(path.sep).join('/');
  return {
    severity: d.severity,
    code: `plugin/${plugin.name}${d.code ? `/${d.code}` : ''}`,
    message: d.message,
    ...(file === undefined ? {} : { file }),
    ...(d.line === undefined ? {} : { line: d.line }),
    ...(d.column === undefined ? {} : { column: d.column }),
    ...(d.hint === undefined ? {} : { hint: d.hint }),
  };
}
