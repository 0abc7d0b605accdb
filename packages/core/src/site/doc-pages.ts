// The pages of every docs instance: each doc placed in its sidebar (with
// breadcrumbs and previous/next links), its tag pages, the index pages of
// categories that ask for one, and the redirect from the instance's root to
// its landing doc.
import path from 'node:path';
import type { CompiledMarkdown, ContentGraph, DocFile, DocPageData, DocsInstance } from '../types.ts';
import type { SiteConfig } from '../config/schema.ts';
import type { LastUpdate } from '../git/last-update.ts';
import { joinRoute } from '../routes/join.ts';
import { tagPages } from './tags.ts';
import { flagsOf } from './visibility.ts';
import { mainDocId } from './site-data.ts';
import { placeInSidebars, walkCategories } from './sidebar-placement.ts';
import type { SitePart } from './site-part.ts';
import type { ConfigLocation } from './config-diagnostic.ts';
import { shownLastUpdate } from './last-update.ts';
import type { ImageRegistry } from '../assets/images.ts';
import { frontMatterImage } from './page-image.ts';

export interface DocPagesInput extends ConfigLocation {
  graph: ContentGraph;
  config: SiteConfig;
  rootDir: string;
  /** Each compiled markdown file, by source (CompiledSources.bySource). */
  compiled: ReadonlyMap<string, CompiledMarkdown>;
  /** Git's last update of each file shown with one, by absolute path (git/last-update.ts). */
  lastUpdates: ReadonlyMap<string, LastUpdate>;
  /** Make the pages of the routes this accepts; every route is listed still. */
  wanted(route: string): boolean;
  /** Where `image` front matter is published. */
  images: ImageRegistry;
}

export function docPages(input: DocPagesInput): SitePart {
  const part: SitePart = { pages: [], routes: [], diagnostics: [] };
  for (const inst of input.graph.instances) {
    const docs = inst.docs.filter((d) => d.visibility.html);
    const byId = new Map(docs.map((d) => [d.id, d]));
    const made = [tagAndDocPages(inst, docs, byId, input), generatedIndexPages(inst, byId), landingRedirect(inst, docs, byId, input)];
    for (const m of made) part.pages.push(...m.pages), part.routes.push(...m.routes), part.diagnostics.push(...m.diagnostics);
  }
  return part;
}

/** The instance's tag pages, then each of its docs placed in its sidebar. */
function tagAndDocPages(inst: DocsInstance, docs: DocFile[], byId: ReadonlyMap<string, DocFile>, input: DocPagesInput): SitePart {
  const part: SitePart = { pages: [], routes: [], diagnostics: [] };
  const placement = placeInSidebars(inst.sidebars, new Map(docs.map((d) => [d.route, d])));
  const version = inst.version.name;
  const tags = tagPages(inst, docs);
  for (const tagPage of tags.pages) {
    part.pages.push(tagPage);
    part.routes.push({ path: tagPage.route, kind: 'generated-index', source: tagPage.source });
  }
  // `image` front matter, published like a page's images (page-image.ts).
  const imageOf = (doc: DocFile) => {
    const image = frontMatterImage(doc, { rootDir: input.rootDir, images: input.images, siteUrl: input.config.url }, part.diagnostics);
    return image ? { image } : {};
  };
  for (const doc of docs) {
    part.routes.push({ path: doc.route, kind: 'doc', source: doc.source, instanceId: inst.config.id, version, docId: doc.id });
    if (!input.wanted(doc.route)) continue;
    const compiled = input.compiled.get(doc.source)!;
    part.diagnostics.push(...compiled.diagnostics);
    const place = placement.get(doc.id);
    const fm = doc.frontMatter;
    const neighbour = (explicit: string | null | undefined, fallback?: { label: string; href: string }) => paginationNeighbour(explicit, fallback, { inst, doc, byId, diagnostics: part.diagnostics });
    part.pages.push({
      kind: 'doc',
      route: doc.route,
      instanceId: inst.config.id,
      version,
      docId: doc.id,
      source: doc.source,
      title: fm.title ?? compiled.title ?? doc.title,
      description: fm.description,
      hideTitle: Boolean(fm.hide_title),
      hideToc: Boolean(fm.hide_table_of_contents),
      compiled,
      toc: compiled.toc,
      sidebarId: place?.sidebarId,
      breadcrumbs: place?.breadcrumbs ?? [],
      prev: neighbour(fm.pagination_prev, place?.prev),
      next: neighbour(fm.pagination_next, place?.next),
      editUrl: fm.custom_edit_url === null ? undefined : (fm.custom_edit_url ?? (inst.config.editUrl ? inst.config.editUrl.replace(/\/?$/, '/') + doc.source : undefined)),
      keywords: fm.keywords,
      flags: flagsOf(fm),
      tags: tags.tagsOf(doc),
      lastUpdate: shownLastUpdate(inst.config, fm.last_update, input.lastUpdates.get(path.resolve(input.rootDir, doc.source))),
      ...(fm.verified ? { verified: fm.verified } : {}),
      ...imageOf(doc),
    } satisfies DocPageData);
  }
  return part;
}

/**
 * A doc's previous or next link: its front matter's `pagination_prev`/`_next`
 * when it names a listed doc (null hides the link), else its sidebar neighbour.
 */
function paginationNeighbour(
  explicit: string | null | undefined,
  fallback: { label: string; href: string } | undefined,
  at: { inst: DocsInstance; doc: DocFile; byId: ReadonlyMap<string, DocFile>; diagnostics: SitePart['diagnostics'] },
): { label: string; href: string } | undefined {
  if (explicit === null) return undefined;
  if (explicit === undefined) return fallback;
  const target = at.byId.get(explicit);
  if (target && !target.visibility.prevNext) {
    at.diagnostics.push({
      severity: 'warning',
      code: 'frontmatter/pagination',
      message: `pagination target "${explicit}" is unlisted: previous/next links do not lead to it`,
      file: at.doc.source,
      hint: 'Name a listed doc, or null to hide the link.',
    });
    return fallback;
  }
  if (!target) {
    at.diagnostics.push({
      severity: 'warning',
      code: 'frontmatter/pagination',
      message: `pagination target "${explicit}" is not a doc of instance "${at.inst.config.id}"`,
      file: at.doc.source,
      hint: 'Use the id of an existing doc, or null to hide the link.',
    });
    return fallback;
  }
  return { label: paginationLabel(target), href: target.route };
}

/** Category pages generated from their items. */
function generatedIndexPages(inst: DocsInstance, byId: ReadonlyMap<string, DocFile>): SitePart {
  const part: SitePart = { pages: [], routes: [], diagnostics: [] };
  for (const [sidebarId, items] of Object.entries(inst.sidebars)) {
    walkCategories(items, [], (cat, trail) => {
      if (!cat.generatedIndex || !cat.href) return;
      part.pages.push({
        kind: 'generated-index',
        route: cat.href,
        source: `${inst.config.path}/_category_.yml`,
        instanceId: inst.config.id,
        version: inst.version.name,
        sidebarId,
        title: cat.generatedIndex.title,
        description: cat.generatedIndex.description,
        items: cat.items
          .flatMap((i) => (i.type === 'html' ? [] : [i]))
          .map((i) => ({
            label: i.label,
            href: i.type === 'category' ? (i.href ?? '') : i.href,
            description: i.type === 'doc' ? byId.get(i.id)?.frontMatter.description : undefined,
          }))
          .filter((i) => i.href),
        breadcrumbs: trail,
      });
      part.routes.push({ path: cat.href, kind: 'generated-index', source: `${inst.config.path}/_category_.yml` });
    });
  }
  return part;
}

/** The redirect from the instance's root to its landing doc, when no doc is at the root. */
function landingRedirect(inst: DocsInstance, docs: DocFile[], byId: ReadonlyMap<string, DocFile>, input: DocPagesInput): SitePart {
  const part: SitePart = { pages: [], routes: [], diagnostics: [] };
  const root = joinRoute(inst.config.routeBasePath);
  if (docs.some((d) => d.route === root)) return part;
  // An older version without the landing doc lands on its main doc; only the last version must have it.
  const landing = inst.config.landingDocId ? (byId.get(inst.config.landingDocId) ?? (inst.version.isLast ? undefined : byId.get(mainDocId(inst)))) : undefined;
  if (inst.config.landingDocId && !landing) {
    const idx = input.config.docs.findIndex((d) => d.id === inst.config.id);
    const at = input.locateConfig(['docs', idx, 'landingDocId']);
    part.diagnostics.push({
      severity: 'error',
      code: 'config/unknown-doc',
      message: `docs[${idx}].landingDocId: no doc "${inst.config.landingDocId}" in instance "${inst.config.id}"`,
      file: input.configFile,
      line: at?.line,
      column: at?.column,
      configPath: `docs[${idx}].landingDocId`,
      hint: 'Name an existing doc id (its path without .md), or add that doc.',
    });
  }
  if (landing) {
    part.pages.push({ kind: 'redirect', route: root, source: input.configFile, to: landing.route });
    part.routes.push({ path: root, kind: 'redirect', source: input.configFile, redirectTo: landing.route });
  }
  return part;
}

/** How a doc is named in previous/next links. */
function paginationLabel(doc: DocFile): string {
  return doc.frontMatter.pagination_label ?? doc.sidebarLabel;
}
