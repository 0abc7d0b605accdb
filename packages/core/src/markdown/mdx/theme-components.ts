// The components the theme provides to MDX pages, under the names and import
// paths Docusaurus gives them (`import Tabs from '@theme/Tabs'`). They are
// also in scope without an import. The theme implements each one
// (theme/src/mdx/); its registry is typed by this list, so the two cannot
// drift apart.
export const THEME_MDX_COMPONENTS = ['Admonition', 'CodeBlock', 'Details', 'DocCardList', 'TOCInline', 'TabItem', 'Tabs'] as const;

export type ThemeMdxComponent = (typeof THEME_MDX_COMPONENTS)[number];

export const THEME_IMPORT_PREFIX = '@theme/';

export function isThemeMdxComponent(name: string): name is ThemeMdxComponent {
  return (THEME_MDX_COMPONENTS as readonly string[]).includes(name);
}
