import { createContext, useContext } from 'react';
import { formatText, isAbsoluteUrl, type SiteData, type ThemeTextId } from '@ctfdocs/core';

export interface ShellContext {
  site: SiteData;
  /** Route of the page being rendered, without baseUrl. */
  route: string;
  /** Page kind, for active states and layout choices. */
  instanceId?: string;
  /** The docs version of the page, with instanceId. */
  version?: string;
  /** The page's doc id, for links to the same doc in another version. */
  docId?: string;
  sidebarId?: string;
  /** A page's own side menu (an API reference's operations) that the mobile drawer shows too: its label. */
  pageMenu?: string;
  /** The docs sidebar's menu already rendered to HTML, current link marked, and the key of its HTML (see the renderer). */
  sidebar?: { key: string; html: string };
  /** KaTeX's stylesheet, which a page with math links to (components/MathElement.tsx). */
  mathStylesheet?: string;
}

const Ctx = createContext<ShellContext | null>(null);
export const ShellProvider = Ctx.Provider;

export function useShell(): ShellContext {
  const value = useContext(Ctx);
  if (!value) throw new Error('Theme components must be rendered inside <ShellProvider>');
  return value;
}

/** The shell's context where there may be none (markdown rendered on its own, in tests). */
export function useShellIfAny(): ShellContext | null {
  return useContext(Ctx);
}

/** The shell's texts in the page's locale (`site.texts`): `text(id, values)`, with `{name}` filled from `values`. */
export function useText(): (id: ThemeTextId, values?: Readonly<Record<string, string | number>>) => string {
  const { texts } = useShell().site;
  return (id, values) => (values ? formatText(texts[id], values) : texts[id]);
}

/** What a site plugin set with `actions.setGlobalData`, by its name (Docusaurus's usePluginData); undefined when it set none. */
export function usePluginData(pluginName: string): unknown {
  return useShell().site.globalData?.[pluginName];
}

/** Prefix an internal route with the site's baseUrl; leave external URLs alone. */
export function useHref(): (to: string) => string {
  const { site } = useShell();
  const base = site.config.baseUrl;
  return (to: string) => withBase(base, to);
}

export function withBase(base: string, to: string): string {
  if (isAbsoluteUrl(to) || to.startsWith('#')) return to;
  if (base === '/' || !to.startsWith('/')) return to;
  return base.replace(/\/$/, '') + to;
}
