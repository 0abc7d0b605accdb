// VitePress's `themeConfig.nav` and `socialLinks` as ctfdocs navbar items.
// VitePress's bar holds the title and search on the left and the nav links,
// the language menu, the appearance switch and the social links on the
// right; the items keep those places.
import { Keys, keyPath, type NotCarried, type Plain } from '../docusaurus/keys.ts';
import { pageOfLink, type SourcePage } from './pages.ts';

const EXTERNAL = /^([a-z][a-z\d+.-]*:|\/\/)/i;

export class NavConverter {
  constructor(
    private readonly pages: readonly SourcePage[],
    private readonly file: string,
    private readonly out: NotCarried[],
  ) {}

  /** `nav`, at `themeConfig.nav`. */
  nav(value: unknown, at: string): Plain[] {
    return (Array.isArray(value) ? value : []).flatMap((item, i) => this.item(new Keys(item, keyPath(at, i), this.file, this.out), true));
  }

  /** A link as ctfdocs writes it: `to` a route (the page's, when it is one), or `href` a URL. */
  private target(link: string): Plain {
    if (EXTERNAL.test(link)) return { href: link };
    const [pathPart, hash = ''] = link.split(/(?=#)/);
    const page = pageOfLink(this.pages, pathPart);
    return { to: (page?.route ?? pathPart.replace(/\.(md|html)$/i, '').replace(/(.)\/$/, '$1')) + hash };
  }

  private item(k: Keys, top: boolean): Plain[] {
    if (k.obj.component !== undefined) {
      k.report('component', 'a Vue component: ctfdocs renders its own navbar items');
      return [];
    }
    const text = k.string('text');
    const children = k.take('items');
    const activeMatch = k.string('activeMatch');
    for (const key of ['rel', 'target', 'noIcon']) k.drop(key, "ctfdocs's navbar opens internal links in the page and external ones in a new tab, marked with an icon");
    let out: Plain[];
    if (Array.isArray(children)) {
      if (!top) {
        // A group inside a dropdown: its links join the dropdown.
        if (text !== undefined) k.report('text', 'a group heading inside a dropdown: ctfdocs dropdowns have none; its links are kept');
        out = children.flatMap((c, i) => this.item(k.element('items', i, c), false));
      } else {
        out = [{ type: 'dropdown', label: text ?? '', position: 'right', items: children.flatMap((c, i) => this.item(k.element('items', i, c), false)), activeBaseRegex: activeMatch }];
      }
    } else {
      const link = k.take('link');
      if (typeof link !== 'string') {
        if (link !== undefined) k.report('link', 'a function: ctfdocs takes a route or URL');
        out = [];
      } else out = [{ label: text, ...this.target(link), ...(top ? { position: 'right' } : {}), activeBaseRegex: activeMatch }];
    }
    k.rest('not a nav item option in ctfdocs');
    return out.map((o) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)));
  }

  /** `socialLinks`: a link each at the right of the bar, named by its icon (ctfdocs's navbar draws no icons). */
  socialLinks(value: unknown, at: string): Plain[] {
    return (Array.isArray(value) ? value : []).flatMap((raw, i) => {
      const k = new Keys(raw, keyPath(at, i), this.file, this.out);
      const link = k.string('link');
      const icon = k.take('icon');
      const label = k.string('ariaLabel') ?? (typeof icon === 'string' ? iconName(icon) : undefined);
      k.drop('target', "ctfdocs's navbar opens external links in a new tab");
      k.rest('not a social link option in ctfdocs');
      if (!link || !label) {
        k.report('icon', 'an icon given as SVG without an ariaLabel: ctfdocs has no text to show for it; the link is left out');
        return [];
      }
      k.report('icon', `shown as the text "${label}": ctfdocs's navbar draws no icons`);
      return [{ label, href: link, position: 'right' }];
    });
  }
}

/** The names VitePress's social icons stand for (simple-icons' slugs), as a reader would write them. */
const ICON_NAMES: Record<string, string> = {
  github: 'GitHub',
  gitlab: 'GitLab',
  x: 'X',
  twitter: 'Twitter',
  discord: 'Discord',
  mastodon: 'Mastodon',
  bluesky: 'Bluesky',
  youtube: 'YouTube',
  linkedin: 'LinkedIn',
  facebook: 'Facebook',
  instagram: 'Instagram',
  slack: 'Slack',
  npm: 'npm',
};

function iconName(icon: string): string {
  return ICON_NAMES[icon] ?? icon.charAt(0).toUpperCase() + icon.slice(1);
}
