// Markdown copies of the docs and blog posts and the llms.txt files that
// index them (https://llmstxt.org): `/llms.txt` lists every page of the
// site's current docs with its description and markdown URL, one section per
// docs instance, then every post, one section per blog; `/llms-full.txt` is
// every page's markdown in one file. Each instance and blog gets the same
// pair under its route (`/docs/llms.txt`), for a reader who wants one part of
// a large site. Which docs each file holds is their visibility's
// answer (core's site/visibility.ts). In llms-full.txt each page's section
// starts with its title, the one h1 of its copy (the body's content title, or
// the page's title; a body's other h1s are h2s, see markdown-copy.ts), and the
// page's URL under it.
import type { PageData, SiteData, Visibility, VisibilityContext } from '@ctfdocs/core';
import { markdownCopy, markdownCopyBase, markdownCopyBody, markdownCopyFile, pageVisibility, singleLine, visibilityContext } from '@ctfdocs/core';
import type { Root } from 'hast';
import { articleMarkdown } from './article-content.ts';
import { instanceLabeler } from './instance-labels.ts';

export interface GeneratedFile {
  file: string;
  contents: string;
}

interface CopiedDoc {
  route: string;
  title: string;
  description?: string;
  /** The docs instance or blog it is part of. */
  section: string;
  /** A doc's version: only the current version's docs are listed. */
  version?: string;
  body: string;
  /** The body leads with its own h1, the page's title (markdown-copy.ts). */
  titleInBody: boolean;
  visibility: Visibility;
}

/** Collects each doc's markdown while the render loop has its tree, and writes the files at the end. */
export class LlmsOutput {
  private readonly docs: CopiedDoc[] = [];
  /** Only the default locale's docs: llms.txt describes one site. */
  private readonly siteBase: string | undefined;
  private readonly ctx: VisibilityContext;

  constructor(private readonly site: SiteData) {
    this.siteBase = markdownCopyBase(site.config, site.locale.current);
    this.ctx = visibilityContext(site);
  }

  /** `html`: the page as rendered, which holds an MDX page's content (its compiled tree is empty). */
  add(page: PageData, html: string | undefined) {
    if ((page.kind !== 'doc' && page.kind !== 'blog-post') || this.siteBase === undefined) return;
    const visibility = pageVisibility(page, this.ctx);
    if (!visibility.mdCopy && !visibility.llmsTxt && !visibility.llmsFull) return;
    // The body is made with the compiled page and kept in the compile cache
    // with it; a page compiled without one is copied here, an MDX page from
    // what its components rendered.
    const made = page.compiled.markdownCopy;
    const titleInBody = page.compiled.title !== undefined;
    // A doc's drawn title is in its .markdown block (unless hidden, or the body has its own); a post's is in the header above it.
    const tree = page.compiled.mdx !== undefined && html !== undefined ? renderedContent(html, page.kind === 'doc' && !page.hideTitle && !titleInBody) : page.compiled.hast;
    const body = made?.siteBase === this.siteBase ? made.body : markdownCopyBody(tree, this.siteBase, titleInBody);
    const where = page.kind === 'doc' ? { section: page.instanceId, version: page.version } : { section: page.blogId };
    this.docs.push({ route: page.route, title: page.title, description: page.description, ...where, body, titleInBody, visibility });
  }

  /** Each doc's copy, and with `indexes` the llms.txt and llms-full.txt files, which list every doc of the site. */
  files({ indexes }: { indexes: boolean }): GeneratedFile[] {
    const { config } = this.site;
    const { llms } = config;
    const out: GeneratedFile[] = [];
    if (llms.markdownFiles) for (const d of this.docs) if (d.visibility.mdCopy) out.push({ file: markdownCopyFile(d.route), contents: markdownCopy(d) });
    if (!indexes || (!llms.llmsTxt && !llms.llmsFullTxt)) return out;

    // Listed: the version a reader lands on, not older or unreleased ones.
    const current = new Map(this.site.instances.map((i) => [i.id, i.versions.find((v) => v.isLast)?.name]));
    const listed = this.docs.filter((d) => d.version === undefined || current.get(d.section) === d.version);
    const label = instanceLabeler(config);
    const root = (routeBasePath: string) => (routeBasePath === '/' ? '' : `${routeBasePath.replace(/^\//, '')}/`);
    const sections = [
      ...this.site.instances.map((i) => ({ id: i.id, label: label(i.id), root: root(i.routeBasePath), blog: false })),
      ...this.site.blogs.map((b) => ({ id: b.id, label: b.title, root: root(b.routeBasePath), blog: true })),
    ];
    const instancesIn = (output: 'llmsTxt' | 'llmsFull') =>
      sections
        .map((i) => ({ label: singleLine(i.label), root: i.root, docs: listed.filter((d) => d.section === i.id && (d.version === undefined) === i.blog && d.visibility[output]) }))
        .filter((i) => i.docs.length);
    const url = (file: string) => this.siteBase + file;
    const entry = (d: CopiedDoc) => `- [${singleLine(d.title).replace(/[\\[\]]/g, '\\$&')}](${url(markdownCopyFile(d.route))})${d.description ? `: ${singleLine(d.description)}` : ''}`;
    const header = (title: string, fullFile: string) => [
      `# ${singleLine(title)}`,
      '',
      `> ${singleLine(config.tagline)}`,
      '',
      `Every page below is also published as markdown at its URL with \`.md\` added, which the links lead to. [${fullFile}](${url(fullFile)}) holds all of them in one file.`,
      '',
    ];
    const section = (i: { label: string; docs: CopiedDoc[] }) => [`## ${i.label}`, '', ...i.docs.map(entry)].join('\n');
    if (llms.llmsTxt) {
      const instances = instancesIn('llmsTxt');
      out.push({ file: 'llms.txt', contents: `${[...header(config.title, 'llms-full.txt'), instances.map(section).join('\n\n')].join('\n')}\n` });
      for (const i of instances) out.push({ file: `${i.root}llms.txt`, contents: `${[...header(`${config.title}: ${i.label}`, `${i.root}llms-full.txt`), section(i)].join('\n')}\n` });
    }
    if (llms.llmsFullTxt) {
      const instances = instancesIn('llmsFull');
      const full = (docs: CopiedDoc[]) => docs.map((d) => markdownCopy({ ...d, source: url(d.route.replace(/^\//, '')) })).join('\n---\n\n');
      out.push({ file: 'llms-full.txt', contents: full(instances.flatMap((i) => i.docs)) });
      for (const i of instances) out.push({ file: `${i.root}llms-full.txt`, contents: full(i.docs) });
    }
    return out;
  }
}

/** The content of a rendered doc page or blog post, without the title header (`titled`) the copy writes itself or the `verified` line. */
function renderedContent(html: string, titled: boolean): Root {
  // The theme's line under the title ("Checked against …") is no content either.
  const children = (articleMarkdown(html)?.children ?? []).filter((n) => !(n.type === 'element' && Array.isArray(n.properties.className) && n.properties.className.includes('page-verified')));
  const first = children[0];
  return { type: 'root', children: titled && first?.type === 'element' && first.tagName === 'header' ? children.slice(1) : children };
}
