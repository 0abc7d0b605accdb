// Which social image each page gets, and the cards drawn for them: the
// page's own `image` front matter first, else its card (socialCards), else
// the site's `themeConfig.image`. A card is named by a hash of everything it
// is drawn from (template code, fonts, logo, colours, texts), so its URL is
// known before it is drawn: pages are rendered while the cards are drawn on
// another process, and a card drawn before is read from
// .ctfdocs-cache/social/ instead (a warm build draws none).
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readdir, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { socialImage, writeFileAtomic, type CodeBundle, type Diagnostic, type ImageRegistry, type LoadedConfig, type PageImage, type SiteConfig } from '@ctfdocs/core';
import satoriPackage from 'satori/package.json' with { type: 'json' };
import { builtInCard, CARD_HEIGHT, CARD_WIDTH, type SocialCardProps } from './card.ts';
import { FONT_FILES, fontPath } from './fonts.ts';
import { bundleTemplate } from './template-module.ts';
import { CardPainter } from './painter.ts';
import type { OutputSink } from '../output.ts';

const SOCIAL_CACHE_DIR = '.ctfdocs-cache/social';
/**
 * Part of every card's key, with the built-in card's code and satori's and
 * resvg's versions: a card is drawn again when how it is drawn changes, not
 * with every other change to ctfdocs (the cache of a repository's tests and
 * of a site's CI stays warm across upgrades that leave the cards alone).
 */
const CARD_FORMAT = 1;
// satori is bundled (its version comes with it); resvg is installed beside ctfdocs, its version read from there.
const DRAWN_BY = JSON.stringify([CARD_FORMAT, satoriPackage.version, JSON.parse(readFileSync(createRequire(import.meta.url).resolve('@resvg/resvg-js/package.json'), 'utf8')).version]);

export interface SocialCardStats {
  /** Cards the pages name. */
  cards: number;
  /** Drawn in this build (the rest were read from the cache). */
  drawn: number;
  /** Milliseconds from the first card asked for to the last one ready. */
  ms: number;
}

export interface SocialCardsOptions {
  rootDir: string;
  config: SiteConfig;
  loaded: Pick<LoadedConfig, 'file' | 'locate'>;
  /** Where `themeConfig.image` is published. */
  images: ImageRegistry;
  /** serve's builds draw no cards: nobody shares a page of localhost. */
  dev: boolean;
  bundle?: CodeBundle;
}

/** A page as imageOf sees it. */
export interface ImagePage {
  route: string;
  title?: string;
  description?: string;
  image?: PageImage;
}

export class SocialCards {
  private readonly jobs = new Map<string, Promise<Uint8Array | undefined>>();
  /** The cards pages name (`imageOf`): the ones written. A card only asked for early (`prefetch`) and never named is not. */
  private readonly named = new Set<string>();
  /** Cards that could not be drawn, each with its error. */
  private readonly failed = new Map<string, Diagnostic>();
  /** Cards drawn in this build rather than read from the cache. */
  private readonly drawn = new Set<string>();
  private started = 0;

  private constructor(
    private readonly opts: SocialCardsOptions,
    private readonly siteImage: PageImage | undefined,
    private readonly card: { painter: CardPainter; key: string; logo?: string } | undefined,
  ) {}

  static async create(opts: SocialCardsOptions, diagnostics: Diagnostic[]): Promise<SocialCards> {
    const { config, loaded } = opts;
    const where = (configPath: string[]) => ({ file: loaded.file, ...loaded.locate(configPath), configPath: configPath.join('.') });
    let siteImage: PageImage | undefined;
    if (config.themeConfig.image) {
      const found = socialImage(config.themeConfig.image, { rootDir: opts.rootDir, images: opts.images, siteUrl: config.url });
      if ('image' in found) siteImage = found.image;
      else diagnostics.push({ severity: 'warning', ...found.problem, ...where(['themeConfig', 'image']) });
    }
    if (!config.socialCards.enabled || opts.dev) return new SocialCards(opts, siteImage, undefined);
    let templateUrl: string | undefined;
    let templateHash = builtInCard.toString();
    if (config.socialCards.template) {
      const made = await bundleTemplate(path.resolve(opts.rootDir, config.socialCards.template), { rootDir: opts.rootDir, configFile: loaded.file, ...where(['socialCards', 'template']) });
      if ('severity' in made) {
        diagnostics.push(made);
        return new SocialCards(opts, siteImage, undefined);
      }
      templateUrl = made.url;
      templateHash = made.hash;
    }
    const logo = logoDataUrl(config, opts.rootDir);
    const hash = createHash('sha256').update(JSON.stringify([DRAWN_BY, templateHash, config.socialCards.colors, config.title]));
    for (const f of FONT_FILES) hash.update(readFileSync(fontPath(f.file)));
    if (logo) hash.update(logo);
    return new SocialCards(opts, siteImage, { painter: new CardPainter({ templateUrl }, opts.bundle), key: hash.digest('hex'), logo });
  }

  /** The page's social image; asks for its card to be drawn (once per card) when it gets one. */
  readonly imageOf = (page: ImagePage): PageImage | undefined => this.image(page, true);

  /**
   * Asks for the cards of pages the render will name, before it does
   * (build.ts): the card process draws while the pages are still being made.
   */
  prefetch(pages: Iterable<ImagePage>): void {
    for (const page of pages) this.image(page, false);
  }

  private image(page: ImagePage, named: boolean): PageImage | undefined {
    if (page.image) return page.image;
    // The not-found page is no page anyone shares.
    if (!this.card || page.route === '/404') return this.siteImage;
    const { config } = this.opts;
    const props: SocialCardProps = {
      title: page.title ?? config.title,
      ...(page.description || config.tagline ? { description: page.description ?? config.tagline } : {}),
      siteTitle: config.title,
      ...(this.card.logo ? { logo: this.card.logo } : {}),
      colors: config.socialCards.colors,
    };
    const name = createHash('sha256')
      .update(this.card.key)
      .update(JSON.stringify([props.title, props.description]))
      .digest('hex')
      .slice(0, 16);
    if (!this.jobs.has(name)) this.jobs.set(name, this.produce(name, props));
    if (named) this.named.add(name);
    return { url: `${config.url.replace(/\/$/, '')}${config.baseUrl}${cardFile(name)}`, width: CARD_WIDTH, height: CARD_HEIGHT };
  }

  /** Every card into the output once drawn (or read back); the cache keeps only this build's cards. */
  async finish(sink: OutputSink, diagnostics: Diagnostic[]): Promise<SocialCardStats | undefined> {
    if (!this.card) return undefined;
    const helping = this.card.painter.help();
    // Every card asked for is waited for: closing the painter fails the cards still queued.
    const cards = (await Promise.all([...this.jobs].map(async ([name, job]) => [name, await job] as const))).filter(([name]) => this.named.has(name));
    await helping;
    await this.card.painter.close();
    for (const [name, png] of cards) if (png) await sink.put(cardFile(name), { contents: png });
    for (const [name, failure] of this.failed) if (this.named.has(name)) diagnostics.push(failure);
    await this.prune(new Set(cards.map(([name]) => `${name}.png`)));
    const drawn = cards.filter(([name]) => this.drawn.has(name)).length;
    return { cards: cards.length, drawn, ms: this.started ? Math.round(performance.now() - this.started) : 0 };
  }

  private async produce(name: string, props: SocialCardProps): Promise<Uint8Array | undefined> {
    this.started ||= performance.now();
    const cached = path.join(this.opts.rootDir, SOCIAL_CACHE_DIR, `${name}.png`);
    try {
      return await readFile(cached);
    } catch {
      // Not drawn before: draw it.
    }
    try {
      const png = await this.card!.painter.draw(props);
      this.drawn.add(name);
      await mkdir(path.dirname(cached), { recursive: true });
      await writeFileAtomic(cached, png);
      return png;
    } catch (err) {
      const { config, loaded } = this.opts;
      this.failed.set(name, {
        severity: 'error',
        code: 'social-card/draw',
        message: `The social card of "${props.title}" could not be drawn: ${(err as Error).message.split('\n')[0]}`,
        file: config.socialCards.template ?? loaded.file,
        hint: config.socialCards.template
          ? 'Fix the template: its default export must return JSX satori can draw (flexbox layout, every element with more than one child a display: flex).'
          : 'Turn socialCards off and report the page: the built-in card should draw any page.',
      });
      return undefined;
    }
  }

  /** Cards no page names any more, and templates of other versions, are removed. */
  private async prune(kept: Set<string>): Promise<void> {
    const dir = path.join(this.opts.rootDir, SOCIAL_CACHE_DIR);
    const template = this.opts.config.socialCards.template;
    const files = await readdir(dir).catch(() => [] as string[]);
    await Promise.all(files.filter((f) => f.endsWith('.png') && !kept.has(f)).map((f) => rm(path.join(dir, f), { force: true })));
    if (!template) await Promise.all(files.filter((f) => f.startsWith('template-')).map((f) => rm(path.join(dir, f), { force: true })));
  }
}

function cardFile(name: string): string {
  return `assets/social/${name}.png`;
}

/** The navbar's logo, else the favicon, from the static folders, as a data URL satori can draw. */
function logoDataUrl(config: SiteConfig, rootDir: string): string | undefined {
  const src = config.themeConfig.navbar.logo?.src ?? config.favicon;
  if (!src || /^[a-z]+:/i.test(src)) return undefined;
  const type = { '.svg': 'image/svg+xml', '.png': 'image/png', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg' }[path.extname(src).toLowerCase()];
  if (!type) return undefined;
  for (const dir of config.staticDirectories) {
    const file = path.resolve(rootDir, dir, src.replace(/^\//, ''));
    if (existsSync(file)) return `data:${type};base64,${readFileSync(file).toString('base64')}`;
  }
  return undefined;
}
