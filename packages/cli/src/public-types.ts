// The types the published package exports, `import type { … } from 'ctfdocs'`:
// the plugin API (core's plugins/api.ts; docs/plugins.md) and what a site's
// own components are drawn with. scripts/public-types.mjs writes them, with
// the theme's and core's types they name, into the package's
// types/index.d.ts; theme-modules.d.ts declares the `@theme-original/<Name>`
// and `@theme/<Name>` modules beside them.
export type { ClientLocation, ClientModule, HtmlTags, Plugin, PluginContentLoadedActions, PluginContext, PluginDiagnostic, PluginModule, PostBuildProps, RouteConfig } from '@ctfdocs/core';
export type { ThemeComponentName, ThemeComponentProps } from '@ctfdocs/theme';
