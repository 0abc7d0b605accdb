// The pages of every docs instance: each doc placed in its sidebar (with
// breadcrumbs and previous/next links), its tag pages, the index pages of
// categories that ask for one, and the redirect from the instance's root to
// its landing doc.
import path from 'node:path';
import type { CompiledMarkdown, ContentGraph, DocFile, DocPageData } from '../types.ts';
import type { SiteConfig } from '../config/schema.ts';
import type { LastUpdate } from '../git/last-update.ts';
import { joinRoute } from '../routes/join.ts';
import { tagPages } from './tags.ts';
import { flagsOf } from './visibility.ts';
import { mainDocId } from './site-data.ts';
import { placeInSidebars, walkCategories } from './sidebar-placement.ts';
import type { SitePart } from './site-part.ts';
import { shownLastUpdate } from './last-update.ts';
import type { ConfigLocation } from './config-diagnostic.ts';

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
}

export function docPages(input: DocPagesInput): SitePart {
  const { graph, config, rootDir, wanted } = input;
  const pages: SitePart['pages'] = [];
  const routes: SitePart['routes'] = [];
  const diagnostics: SitePart['diagnostics'] = [];
  for (const inst of graph.instances) {
    const docs = inst.docs.filter((d) => d.visibility.html);
    const byId = new Map(docs.map((d) => [d.id, d]));
    const byRoute = new Map(docs.map((d) => [d.route, d]));
    const placement = placeInSidebars(inst.sidebars, byRoute);
    const version = inst.version.name;
    const tags = tagPages(inst, docs);
    for (const tagPage of tags.pages) {
      pages.push(tagPage);
      routes.push({ path: tagPage.route, kind: 'generated-index', source: tagPage.source });
    }
    for (const doc of docs) {
      routes.push({ path: doc.route, kind: 'doc', source: doc.source, instanceId: inst.config.id, version, docId: doc.id });
      if (!wanted(doc.route)) continue;
      const compiled = input.compiled.get(doc.source)!;
      diagnostics.push(...compiled.diagnostics);
      const place = placement.get(doc.id);
      const fm = doc.frontMatter;
      const neighbour = (explicit: string | null | undefined, fallback?: { label: string; href: string }) => {
        if (explicit === null) return undefined;
        if (explicit !== undefined) {
          const target = byId.get(explicit);
          if (target && !target.visibility.prevNext) {
            diagnostics.push({
              severity: 'warning',
              code: 'frontmatter/pagination',
              message: `pagination target "${explicit}" is unlisted: previous/next links do not lead to it`,
              file: doc.source,
              hint: 'Name a listed doc, or null to hide the link.',
            });
            return fallback;
          }
          if (!target) {
            diagnostics.push({
              severity: 'warning',
              code: 'frontmatter/pagination',
              message: `pagination target "${explicit}" is not a doc of instance "${inst.config.id}"`,
              file: doc.source,
              hint: 'Use the id of an existing doc, or null to hide the link.',
            });
            return fallback;
          }
          return { label: paginationLabel(target), href: target.route };
        }
        return fallback;
      };
      const page: DocPageData = {
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
        lastUpdate: shownLastUpdate(inst.config, fm.last_update, input.lastUpdates.get(path.resolve(rootDir, doc.source))),
      };
      pages.push(page);
    }
    // Category pages generated from their items.
    for (const [sidebarId, items] of Object.entries(inst.sidebars)) {
      walkCategories(items, [], (cat, trail) => {
        if (!cat.generatedIndex || !cat.href) return;
        pages.push({
          kind: 'generated-index',
          route: cat.href,
          source: `${inst.config.path}/_category_.yml`,
          instanceId: inst.config.id,
          version,
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
        routes.push({ path: cat.href, kind: 'generated-index', source: `${inst.config.path}/_category_.yml` });
      });
    }
    const root = joinRoute(inst.config.routeBasePath);
    if (!docs.some((d) => d.route === root)) {
      // An older version without the landing doc lands on its main doc; only the last version must have it.
      const landing = inst.config.landingDocId ? (byId.get(inst.config.landingDocId) ?? (inst.version.isLast ? undefined : byId.get(mainDocId(inst)))) : undefined;
      if (inst.config.landingDocId && !landing) {
        const idx = config.docs.findIndex((d) => d.id === inst.config.id);
        const at = input.locateConfig(['docs', idx, 'landingDocId']);
        diagnostics.push({
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
        pages.push({ kind: 'redirect', route: root, source: input.configFile, to: landing.route });
        routes.push({ path: root, kind: 'redirect', source: input.configFile, redirectTo: landing.route });
      }
    }
  }

  return { pages, routes, diagnostics };
}

/** How a doc is named in previous/next links. */
function paginationLabel(doc: DocFile): string {
  return doc.frontMatter.pagination_label ?? doc.sidebarLabel;
}
