// injectHtmlTags, in the client assets phase: each plugin's head tags, in
// the shape of the config's `headTags`, after the config's own (Docusaurus
// injects the config's first). They go into every page's head and, as the
// config's do, into the Content-Security-Policy (site-policy.ts). The
// default locale's plugins give them: every locale shares one head.
import { headTagOf, htmlTagsSchema, type Diagnostic, type HeadTag } from '@ctfdocs/core';
import { callHook, issuesText, pluginDiagnostic, pluginLabel, type SitePlugin } from '../site-plugin.ts';
import type { PluginHook } from './hook.ts';

export const injectHtmlTagsHook: PluginHook<'injectHtmlTags'> = { name: 'injectHtmlTags', phase: 'client assets' };

export interface PluginHeadTags {
  tags: HeadTag[];
  diagnostics: Diagnostic[];
}

export async function pluginHeadTags(plugins: readonly SitePlugin[], baseUrl: string): Promise<PluginHeadTags> {
  const tags: HeadTag[] = [];
  const diagnostics: Diagnostic[] = [];
  for (const plugin of plugins) {
    const inject = plugin.hooks.injectHtmlTags;
    if (!inject) continue;
    const ran = await callHook(plugin, 'injectHtmlTags', () => inject({ content: plugin.content }));
    if (!ran.ok) {
      diagnostics.push(ran.diagnostic);
      continue;
    }
    const parsed = htmlTagsSchema.safeParse(ran.value ?? {});
    if (!parsed.success) {
      const raw = parsed.error.issues.some((i) => i.path[0] === 'headTags' && i.path.length === 2 && typeof (ran.value as { headTags: unknown[] }).headTags[i.path[1] as number] === 'string');
      diagnostics.push(
        pluginDiagnostic(plugin.at, {
          code: 'plugin/head-tags',
          message: `Plugin ${pluginLabel(plugin)}: injectHtmlTags returned ${issuesText(parsed.error.issues)}`,
          hint: raw
            ? 'A head tag as raw HTML is not taken: write it as { tagName, attributes, innerHTML }, so the Content-Security-Policy can allow what it loads.'
            : "Return { headTags: [{ tagName, attributes, innerHTML }] }, each tag as the config's headTags takes it.",
        }),
      );
      continue;
    }
    for (const tag of parsed.data.headTags) tags.push(headTagOf(tag, ['plugins', plugin.at.index], baseUrl));
  }
  return { tags, diagnostics };
}
