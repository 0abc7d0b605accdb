// How a site's component takes the place of one of the theme's (the config's
// `themeComponents`, or a file of src/theme/, as Docusaurus's swizzle): each
// component the registry (index.ts) lists is drawn through `overridable`,
// which draws the site's component instead when the page is rendered with
// one for its name. The theme's own stays reachable as `Original`, which is
// what `@theme-original/<Name>` imports, so a site's component can wrap it.
import { createContext, createElement, useContext, type ComponentType, type ReactNode } from 'react';

/** The site's components by theme component name, as the renderer loaded them. */
// biome-ignore lint/suspicious/noExplicitAny: each name has its own props; the registry's types say which.
export type SiteThemeComponents = Readonly<Partial<Record<string, ComponentType<any>>>>;

const Ctx = createContext<SiteThemeComponents>({});

/** Wraps a render: inside it, each name given is drawn with the site's component. */
export const ThemeComponentsProvider = Ctx.Provider;

/** A theme component that a site can replace: drawn as its `Original` unless the site gives one for `themeName`. */
export interface Overridable<N extends string, P> {
  (props: P): ReactNode;
  readonly themeName: N;
  /** The theme's own component (`@theme-original/<Name>`). */
  readonly Original: ComponentType<P>;
  displayName?: string;
}

export function overridable<N extends string, P extends object>(themeName: N, Original: ComponentType<P>): Overridable<N, P> {
  const Themed = (props: P) => createElement(useContext(Ctx)[themeName] ?? Original, props);
  return Object.assign(Themed, { themeName, Original, displayName: themeName });
}
