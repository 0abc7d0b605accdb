// The types the published package exports, `import type { ThemeComponentProps }
// from 'ctfdocs'`: what a site's own components are drawn with. pack.mjs
// bundles them, with the theme's and core's types they name, into the
// package's types/index.d.ts; theme-modules.d.ts declares the
// `@theme-original/<Name>` and `@theme/<Name>` modules beside them.
export type { ThemeComponentName, ThemeComponentProps } from '@ctfdocs/theme';
