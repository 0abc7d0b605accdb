import { readFile } from 'node:fs/promises';
import { Resvg } from '@resvg/resvg-js';
import satori from 'satori';
import { describe, expect, it } from 'vitest';
import { builtInCard, CARD_HEIGHT, CARD_WIDTH, type SocialCardProps } from './card.ts';
import { FONT_FILES, fontPath } from './fonts.ts';

/**
 * The card as first drawn, with its accent band as the outer box's top
 * border: the built-in card must keep its pixels however its boxes are made
 * (a site's cached cards, and the previews sites have shared, look the same).
 */
function borderCard({ title, description, siteTitle, logo, colors }: SocialCardProps): unknown {
  const clip = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, Math.max(text.slice(0, max).lastIndexOf(' '), max - 15)).trimEnd()}…`);
  const div = (style: Record<string, string | number>, ...children: unknown[]) => ({ type: 'div', props: { style, children } });
  return div(
    { width: '100%', height: '100%', display: 'flex', background: colors.background, borderTop: `16px solid ${colors.accent}`, fontFamily: 'Inter' },
    div(
      { display: 'flex', flexDirection: 'column', justifyContent: 'space-between', flexGrow: 1, marginTop: 56, marginBottom: 64, marginLeft: 80, marginRight: 80 },
      div(
        { display: 'flex', alignItems: 'center', gap: 24 },
        ...(logo ? [{ type: 'img', props: { src: logo, width: 72, height: 72 } }] : []),
        div({ fontSize: 36, fontWeight: 700, color: colors.accent }, clip(siteTitle, 60)),
      ),
      div(
        { display: 'flex', flexDirection: 'column', gap: 24, width: '100%' },
        div({ fontSize: title.length > 48 ? 54 : 68, fontWeight: 700, color: colors.text, lineHeight: 1.15 }, clip(title, 90)),
        ...(description ? [div({ fontSize: 30, color: colors.muted, lineHeight: 1.4 }, clip(description, 150))] : []),
      ),
    ),
  );
}

async function pixels(element: unknown): Promise<Buffer> {
  const fonts = await Promise.all(FONT_FILES.map(async (f) => ({ name: 'Inter', data: await readFile(fontPath(f.file)), weight: f.weight, style: 'normal' as const })));
  const svg = await satori(element as Parameters<typeof satori>[0], { width: CARD_WIDTH, height: CARD_HEIGHT, fonts });
  return new Resvg(svg, { font: { loadSystemFonts: false } }).render().pixels;
}

const logo = `data:image/svg+xml;base64,${Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="72" height="72"><circle cx="36" cy="36" r="30" fill="#c00"/></svg>').toString('base64')}`;

describe('builtInCard', () => {
  it.each<[string, SocialCardProps]>([
    ['a short title, no description', { title: 'Install', siteTitle: 'Docs', colors: { background: '#ffffff', accent: '#3b4fd8', text: '#1c1e21', muted: '#4b5563' } }],
    [
      'long texts and a logo, on a dark background',
      {
        title: 'A title long enough to be set smaller and then cut at a word before its ninetieth character ends',
        description: 'A description that goes on and on. '.repeat(6),
        siteTitle: 'CTFd Docs',
        logo,
        colors: { background: '#0b1020', accent: '#f59e0b', text: '#ffffff', muted: '#a5b4cb' },
      },
    ],
    [
      'a see-through background and accent',
      { title: 'Scoring', description: 'How points are counted.', siteTitle: 'Docs', logo, colors: { background: 'transparent', accent: 'rgba(0, 0, 0, 0.5)', text: '#111111', muted: '#555555' } },
    ],
  ])('draws the pixels of the card with a top border: %s', async (_, props) => {
    expect((await pixels(builtInCard(props))).equals(await pixels(borderCard(props)))).toBe(true);
  });
});
