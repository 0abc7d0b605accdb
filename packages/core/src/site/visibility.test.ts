import { describe, expect, it } from 'vitest';
import { OUTPUTS, visibility, type Output } from './visibility.ts';

const prod = { dev: false, noIndex: false };
/** The outputs a page is in, in OUTPUTS order, and its robots meta. */
const inOutputs = (v: ReturnType<typeof visibility>) => ({ in: OUTPUTS.filter((o) => v[o]), robotsNoindex: v.robotsNoindex });
const all: Output[] = ['html', 'sidebar', 'prevNext', 'tagPages', 'blogLists', 'search', 'sitemap', 'llmsTxt', 'llmsFull', 'mdCopy', 'feeds'];

describe('visibility', () => {
  it('puts a page with no flags everywhere', () => {
    expect(inOutputs(visibility({}, prod))).toEqual({ in: all, robotsNoindex: false });
  });

  it('keeps a draft out of everything in a build, and treats it as any page in serve', () => {
    expect(inOutputs(visibility({ draft: true }, prod))).toEqual({ in: [], robotsNoindex: false });
    expect(inOutputs(visibility({ draft: true }, { dev: true, noIndex: false }))).toEqual({ in: all, robotsNoindex: false });
    expect(inOutputs(visibility({ draft: true, unlisted: true }, { dev: true, noIndex: false }))).toEqual({ in: ['html'], robotsNoindex: true });
  });

  it('builds an unlisted page and lists it nowhere', () => {
    expect(inOutputs(visibility({ unlisted: true }, prod))).toEqual({ in: ['html'], robotsNoindex: true });
  });

  it("keeps a noindex page in the site's navigation and search, and out of what crawlers read", () => {
    expect(inOutputs(visibility({ noindex: true }, prod))).toEqual({ in: ['html', 'sidebar', 'prevNext', 'tagPages', 'blogLists', 'search', 'feeds'], robotsNoindex: true });
  });

  it('marks every page of a noIndex site and empties the sitemap, nothing else', () => {
    expect(inOutputs(visibility({}, { dev: false, noIndex: true }))).toEqual({ in: all.filter((o) => o !== 'sitemap'), robotsNoindex: true });
  });
});
