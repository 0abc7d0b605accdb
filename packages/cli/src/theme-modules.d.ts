// The modules a site's components import the theme's from, as in Docusaurus:
// `@theme-original/<Name>` is the theme's own component (to wrap it) and
// `@theme/<Name>` the component as the site draws it (the site's, where it
// replaces it). The renderer binds both (renderer/src/theme-components.ts);
// these declarations type them for the site's editor and tsc, in this
// repository and in the published package (scripts/pack.mjs copies this file
// beside its types/index.d.ts). One pair per entry of the theme's registry
// (packages/theme/src/theme-components/index.ts); theme-modules.test.ts holds
// the two to agreement.

declare module '@theme-original/Layout' {
  import type { ComponentType } from 'react';
  import type { ThemeComponentProps } from 'ctfdocs';
  const Component: ComponentType<ThemeComponentProps['Layout']>;
  export default Component;
}

declare module '@theme/Layout' {
  import type { ComponentType } from 'react';
  import type { ThemeComponentProps } from 'ctfdocs';
  const Component: ComponentType<ThemeComponentProps['Layout']>;
  export default Component;
}

declare module '@theme-original/AnnouncementBar' {
  import type { ComponentType } from 'react';
  import type { ThemeComponentProps } from 'ctfdocs';
  const Component: ComponentType<ThemeComponentProps['AnnouncementBar']>;
  export default Component;
}

declare module '@theme/AnnouncementBar' {
  import type { ComponentType } from 'react';
  import type { ThemeComponentProps } from 'ctfdocs';
  const Component: ComponentType<ThemeComponentProps['AnnouncementBar']>;
  export default Component;
}

declare module '@theme-original/Navbar' {
  import type { ComponentType } from 'react';
  import type { ThemeComponentProps } from 'ctfdocs';
  const Component: ComponentType<ThemeComponentProps['Navbar']>;
  export default Component;
}

declare module '@theme/Navbar' {
  import type { ComponentType } from 'react';
  import type { ThemeComponentProps } from 'ctfdocs';
  const Component: ComponentType<ThemeComponentProps['Navbar']>;
  export default Component;
}

declare module '@theme-original/ColorModeToggle' {
  import type { ComponentType } from 'react';
  import type { ThemeComponentProps } from 'ctfdocs';
  const Component: ComponentType<ThemeComponentProps['ColorModeToggle']>;
  export default Component;
}

declare module '@theme/ColorModeToggle' {
  import type { ComponentType } from 'react';
  import type { ThemeComponentProps } from 'ctfdocs';
  const Component: ComponentType<ThemeComponentProps['ColorModeToggle']>;
  export default Component;
}

declare module '@theme-original/Footer' {
  import type { ComponentType } from 'react';
  import type { ThemeComponentProps } from 'ctfdocs';
  const Component: ComponentType<ThemeComponentProps['Footer']>;
  export default Component;
}

declare module '@theme/Footer' {
  import type { ComponentType } from 'react';
  import type { ThemeComponentProps } from 'ctfdocs';
  const Component: ComponentType<ThemeComponentProps['Footer']>;
  export default Component;
}

declare module '@theme-original/DocSidebar' {
  import type { ComponentType } from 'react';
  import type { ThemeComponentProps } from 'ctfdocs';
  const Component: ComponentType<ThemeComponentProps['DocSidebar']>;
  export default Component;
}

declare module '@theme/DocSidebar' {
  import type { ComponentType } from 'react';
  import type { ThemeComponentProps } from 'ctfdocs';
  const Component: ComponentType<ThemeComponentProps['DocSidebar']>;
  export default Component;
}

declare module '@theme-original/DocBreadcrumbs' {
  import type { ComponentType } from 'react';
  import type { ThemeComponentProps } from 'ctfdocs';
  const Component: ComponentType<ThemeComponentProps['DocBreadcrumbs']>;
  export default Component;
}

declare module '@theme/DocBreadcrumbs' {
  import type { ComponentType } from 'react';
  import type { ThemeComponentProps } from 'ctfdocs';
  const Component: ComponentType<ThemeComponentProps['DocBreadcrumbs']>;
  export default Component;
}

declare module '@theme-original/DocVersionBanner' {
  import type { ComponentType } from 'react';
  import type { ThemeComponentProps } from 'ctfdocs';
  const Component: ComponentType<ThemeComponentProps['DocVersionBanner']>;
  export default Component;
}

declare module '@theme/DocVersionBanner' {
  import type { ComponentType } from 'react';
  import type { ThemeComponentProps } from 'ctfdocs';
  const Component: ComponentType<ThemeComponentProps['DocVersionBanner']>;
  export default Component;
}

declare module '@theme-original/TOC' {
  import type { ComponentType } from 'react';
  import type { ThemeComponentProps } from 'ctfdocs';
  const Component: ComponentType<ThemeComponentProps['TOC']>;
  export default Component;
}

declare module '@theme/TOC' {
  import type { ComponentType } from 'react';
  import type { ThemeComponentProps } from 'ctfdocs';
  const Component: ComponentType<ThemeComponentProps['TOC']>;
  export default Component;
}

declare module '@theme-original/TOCCollapsible' {
  import type { ComponentType } from 'react';
  import type { ThemeComponentProps } from 'ctfdocs';
  const Component: ComponentType<ThemeComponentProps['TOCCollapsible']>;
  export default Component;
}

declare module '@theme/TOCCollapsible' {
  import type { ComponentType } from 'react';
  import type { ThemeComponentProps } from 'ctfdocs';
  const Component: ComponentType<ThemeComponentProps['TOCCollapsible']>;
  export default Component;
}

declare module '@theme-original/DocItem/Footer' {
  import type { ComponentType } from 'react';
  import type { ThemeComponentProps } from 'ctfdocs';
  const Component: ComponentType<ThemeComponentProps['DocItem/Footer']>;
  export default Component;
}

declare module '@theme/DocItem/Footer' {
  import type { ComponentType } from 'react';
  import type { ThemeComponentProps } from 'ctfdocs';
  const Component: ComponentType<ThemeComponentProps['DocItem/Footer']>;
  export default Component;
}

declare module '@theme-original/EditThisPage' {
  import type { ComponentType } from 'react';
  import type { ThemeComponentProps } from 'ctfdocs';
  const Component: ComponentType<ThemeComponentProps['EditThisPage']>;
  export default Component;
}

declare module '@theme/EditThisPage' {
  import type { ComponentType } from 'react';
  import type { ThemeComponentProps } from 'ctfdocs';
  const Component: ComponentType<ThemeComponentProps['EditThisPage']>;
  export default Component;
}

declare module '@theme-original/LastUpdated' {
  import type { ComponentType } from 'react';
  import type { ThemeComponentProps } from 'ctfdocs';
  const Component: ComponentType<ThemeComponentProps['LastUpdated']>;
  export default Component;
}

declare module '@theme/LastUpdated' {
  import type { ComponentType } from 'react';
  import type { ThemeComponentProps } from 'ctfdocs';
  const Component: ComponentType<ThemeComponentProps['LastUpdated']>;
  export default Component;
}

declare module '@theme-original/DocPaginator' {
  import type { ComponentType } from 'react';
  import type { ThemeComponentProps } from 'ctfdocs';
  const Component: ComponentType<ThemeComponentProps['DocPaginator']>;
  export default Component;
}

declare module '@theme/DocPaginator' {
  import type { ComponentType } from 'react';
  import type { ThemeComponentProps } from 'ctfdocs';
  const Component: ComponentType<ThemeComponentProps['DocPaginator']>;
  export default Component;
}

declare module '@theme-original/NotFound' {
  import type { ComponentType } from 'react';
  import type { ThemeComponentProps } from 'ctfdocs';
  const Component: ComponentType<ThemeComponentProps['NotFound']>;
  export default Component;
}

declare module '@theme/NotFound' {
  import type { ComponentType } from 'react';
  import type { ThemeComponentProps } from 'ctfdocs';
  const Component: ComponentType<ThemeComponentProps['NotFound']>;
  export default Component;
}

declare module '@theme-original/SearchPage' {
  import type { ComponentType } from 'react';
  import type { ThemeComponentProps } from 'ctfdocs';
  const Component: ComponentType<ThemeComponentProps['SearchPage']>;
  export default Component;
}

declare module '@theme/SearchPage' {
  import type { ComponentType } from 'react';
  import type { ThemeComponentProps } from 'ctfdocs';
  const Component: ComponentType<ThemeComponentProps['SearchPage']>;
  export default Component;
}

declare module '@theme-original/Admonition' {
  import type { ComponentType } from 'react';
  import type { ThemeComponentProps } from 'ctfdocs';
  const Component: ComponentType<ThemeComponentProps['Admonition']>;
  export default Component;
}

declare module '@theme/Admonition' {
  import type { ComponentType } from 'react';
  import type { ThemeComponentProps } from 'ctfdocs';
  const Component: ComponentType<ThemeComponentProps['Admonition']>;
  export default Component;
}

declare module '@theme-original/CodeBlock' {
  import type { ComponentType } from 'react';
  import type { ThemeComponentProps } from 'ctfdocs';
  const Component: ComponentType<ThemeComponentProps['CodeBlock']>;
  export default Component;
}

declare module '@theme/CodeBlock' {
  import type { ComponentType } from 'react';
  import type { ThemeComponentProps } from 'ctfdocs';
  const Component: ComponentType<ThemeComponentProps['CodeBlock']>;
  export default Component;
}

declare module '@theme-original/Details' {
  import type { ComponentType } from 'react';
  import type { ThemeComponentProps } from 'ctfdocs';
  const Component: ComponentType<ThemeComponentProps['Details']>;
  export default Component;
}

declare module '@theme/Details' {
  import type { ComponentType } from 'react';
  import type { ThemeComponentProps } from 'ctfdocs';
  const Component: ComponentType<ThemeComponentProps['Details']>;
  export default Component;
}

declare module '@theme-original/DocCardList' {
  import type { ComponentType } from 'react';
  import type { ThemeComponentProps } from 'ctfdocs';
  const Component: ComponentType<ThemeComponentProps['DocCardList']>;
  export default Component;
}

declare module '@theme/DocCardList' {
  import type { ComponentType } from 'react';
  import type { ThemeComponentProps } from 'ctfdocs';
  const Component: ComponentType<ThemeComponentProps['DocCardList']>;
  export default Component;
}

declare module '@theme-original/TOCInline' {
  import type { ComponentType } from 'react';
  import type { ThemeComponentProps } from 'ctfdocs';
  const Component: ComponentType<ThemeComponentProps['TOCInline']>;
  export default Component;
}

declare module '@theme/TOCInline' {
  import type { ComponentType } from 'react';
  import type { ThemeComponentProps } from 'ctfdocs';
  const Component: ComponentType<ThemeComponentProps['TOCInline']>;
  export default Component;
}

declare module '@theme-original/Tabs' {
  import type { ComponentType } from 'react';
  import type { ThemeComponentProps } from 'ctfdocs';
  const Component: ComponentType<ThemeComponentProps['Tabs']>;
  export default Component;
}

declare module '@theme/Tabs' {
  import type { ComponentType } from 'react';
  import type { ThemeComponentProps } from 'ctfdocs';
  const Component: ComponentType<ThemeComponentProps['Tabs']>;
  export default Component;
}

declare module '@theme-original/TabItem' {
  import type { ComponentType } from 'react';
  import type { ThemeComponentProps } from 'ctfdocs';
  const Component: ComponentType<ThemeComponentProps['TabItem']>;
  export default Component;
}

declare module '@theme/TabItem' {
  import type { ComponentType } from 'react';
  import type { ThemeComponentProps } from 'ctfdocs';
  const Component: ComponentType<ThemeComponentProps['TabItem']>;
  export default Component;
}
