// The values a plugin's hooks hand back, checked before the build uses
// them: a route `contentLoaded` adds, the tags `injectHtmlTags` returns, the
// diagnostics `checks` returns. The plugin is trusted code, but a mistake in
// it is still the site owner's to fix: each problem names the key.
import { z } from 'zod';
import { headEntrySchemas } from '../schemas/head.ts';
import { routePathSchema } from '../routes/safe.ts';

/** A route `actions.addRoute` adds: Docusaurus's RouteConfig, the parts a static page has. */
export const routeConfigSchema = z.strictObject({
  /** The route's URL path, baseUrl included (`context.baseUrl + 'changelog'`), as Docusaurus's routes are. */
  path: routePathSchema,
  /** The React component module that renders the page: absolute, `@site/…`, or relative to the plugin's file. */
  component: z.string().min(1),
  /** Given to the component as its props, beside `site`. */
  props: z.record(z.string(), z.unknown()).optional(),
  /** Docusaurus's; every ctfdocs route matches its path exactly. */
  exact: z.literal(true, 'can only be true: a ctfdocs route matches its path exactly').optional(),
});

/** What `injectHtmlTags` returns: head tags as the config's `headTags` takes them (Docusaurus's preBodyTags and postBodyTags have no place in a static page ctfdocs renders). */
export const htmlTagsSchema = z.strictObject({ headTags: z.array(headEntrySchemas.headTag).default([]) });

/** One problem a plugin's `checks` hook reports; its code becomes `plugin/<name>` or `plugin/<name>/<code>`. */
export const pluginDiagnosticSchema = z.strictObject({
  message: z.string().min(1),
  severity: z.enum(['error', 'warning', 'notice']).default('error'),
  /** Absolute, or relative to the site folder (siteDir). */
  file: z.string().min(1).optional(),
  line: z.number().int().positive().optional(),
  column: z.number().int().positive().optional(),
  hint: z.string().optional(),
  /** A short name of its own, appended to `plugin/<name>/`. */
  code: z
    .string()
    .regex(/^[a-z0-9][a-z0-9-]*$/, 'must be lower-case letters, digits and hyphens, such as missing-owner')
    .optional(),
});

export const pluginDiagnosticsSchema = z.array(pluginDiagnosticSchema);

/** What `getClientModules` returns: modules bundled into the client script. */
export const clientModulesSchema = z.array(z.string().min(1));

export type RouteConfig = z.input<typeof routeConfigSchema>;
export type HtmlTags = z.input<typeof htmlTagsSchema>;
export type PluginDiagnostic = z.input<typeof pluginDiagnosticSchema>;
/** A diagnostic from `checks` once checked, its severity filled in. */
export type CheckedPluginDiagnostic = z.output<typeof pluginDiagnosticSchema>;
