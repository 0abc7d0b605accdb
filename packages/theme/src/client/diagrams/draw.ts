// Draws a page's Mermaid diagrams into their containers (core's
// markdown/rehype-diagrams.ts made them: a div holding the diagram's source
// as a highlighted code block, which is what a reader without JavaScript
// sees). Mermaid is the self-hosted module the build publishes
// (the renderer's vendor-assets.ts), imported the first time a page has a
// diagram.
//
// Drawn, a diagram shows the picture, named for screen readers by the
// diagram's title (or "Diagram") and described by its description when the
// source gives them, and keeps its source under a disclosure: the picture's
// full text alternative, open to keyboard and screen-reader users alike. A
// diagram Mermaid cannot read shows why, in place, with its source open and
// the line at fault marked. The colours follow the site's colour mode: the
// diagrams are drawn again when it changes.
import type { Mermaid } from 'mermaid';
import { DIAGRAM_TEXTS } from '@ctfdocs/core/shared/diagram-texts.ts';
import { describeDiagramError, diagramText, type DiagramError } from '@ctfdocs/core/shared/diagram-source.ts';
import { el, withAttributes } from '../dom.ts';
import { textsOf } from '../texts.ts';
import styles from './diagrams.css';

declare const __CTFDOCS_MERMAID__: string;

const text = textsOf(DIAGRAM_TEXTS);

let mermaid: Promise<Mermaid> | undefined;
// A URL made at run time: esbuild leaves the import to the browser.
const loadMermaid = () => (mermaid ??= import(new URL(__CTFDOCS_MERMAID__, location.href).href).then((m: { default: Mermaid }) => m.default));

let drawn = 0;

type Mode = 'light' | 'dark';
const modeNow = (): Mode => (document.documentElement.getAttribute('data-theme') === 'dark' ? 'dark' : 'light');

/** The source as written: the code block's text (its highlighting is only markup around it). */
const sourceOf = (diagram: HTMLElement) => diagram.querySelector('pre')?.textContent?.replace(/\n$/, '') ?? '';

/** The drawn diagrams' styles, added with the first: pages without a diagram never carry them. */
function addStyles() {
  if (document.getElementById('ctfdocs-diagram-styles')) return;
  const style = el('style', undefined, styles);
  style.id = 'ctfdocs-diagram-styles';
  document.head.append(style);
}

export async function drawDiagrams(diagrams: HTMLElement[], signal: AbortSignal) {
  addStyles();
  const sources = new Map(diagrams.map((d) => [d, sourceOf(d)]));
  let mode = modeNow();
  const drawAll = async () => {
    const m = await loadMermaid();
    m.initialize({
      startOnLoad: false,
      securityLevel: 'strict',
      // An error is shown by the page, in its own words, not drawn as Mermaid's picture of a bomb.
      suppressErrorRendering: true,
      // Mermaid's base theme, coloured from the site's stylesheet as it is now.
      theme: 'base',
      darkMode: mode === 'dark',
      fontFamily: getComputedStyle(document.body).fontFamily,
      themeVariables: siteColours(),
    });
    for (const [diagram, source] of sources) {
      if (signal.aborted) return;
      try {
        const { svg } = await m.render(`ctfdocs-diagram-${++drawn}`, source);
        if (!signal.aborted) showDiagram(diagram, svg, source);
      } catch (err) {
        if (!signal.aborted) showError(diagram, describeDiagramError(err, source));
      }
    }
  };
  // Drawn again in the other colour mode: the toggle, the system's mode or another tab changes data-theme.
  const observer = new MutationObserver(() => {
    if (modeNow() === mode) return;
    mode = modeNow();
    void drawAll();
  });
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
  signal.addEventListener('abort', () => observer.disconnect());
  await drawAll();
}

/**
 * The site's colours for Mermaid's base theme, which derives the rest from
 * them: boxes in the primary colour's tint with its border, text and lines
 * in the text colours, charts in the primary and the admonitions' colours.
 * A site that restyles these custom properties restyles its diagrams.
 */
function siteColours(): Record<string, unknown> {
  const css = getComputedStyle(document.documentElement);
  const paint = painter();
  const v = (name: string) => paint(css.getPropertyValue(name).trim());
  const chosen: Record<string, string> = {
    background: v('--ctfdocs-color-background'),
    primaryColor: v('--ctfdocs-color-primary-contrast'),
    primaryTextColor: v('--ctfdocs-color-text'),
    primaryBorderColor: v('--ctfdocs-color-primary'),
    secondaryColor: v('--ctfdocs-color-surface'),
    tertiaryColor: v('--ctfdocs-color-surface'),
    lineColor: v('--ctfdocs-color-text-muted'),
    textColor: v('--ctfdocs-color-text'),
  };
  const palette = ['--ctfdocs-color-primary', '--ctfdocs-color-danger', '--ctfdocs-color-tip', '--ctfdocs-color-warning', '--ctfdocs-color-info'].map(v).filter(Boolean);
  // A property a site's stylesheet leaves out is left to Mermaid (it cannot read an empty colour).
  const set = Object.fromEntries(Object.entries(chosen).filter(([, value]) => value));
  return { ...set, fontFamily: getComputedStyle(document.body).fontFamily, ...(palette.length ? { xyChart: { plotColorPalette: palette.join(', ') } } : {}) };
}

/**
 * A CSS colour as Mermaid reads it, rgb() or rgba(); empty for what is no
 * colour. The theme's tokens may be any CSS colour, and its shades are
 * color-mix(), which Mermaid's colour parser rejects (every diagram would
 * fail): the browser paints the colour on a pixel, which is read back.
 */
function painter(): (colour: string) => string {
  const ctx = document.createElement('canvas').getContext('2d', { willReadFrequently: true });
  return (colour) => {
    if (!colour || !ctx) return colour;
    // A value the canvas does not take leaves the previous one: taken, it is the same after either.
    ctx.fillStyle = '#000';
    ctx.fillStyle = colour;
    const afterBlack = String(ctx.fillStyle);
    ctx.fillStyle = '#fff';
    ctx.fillStyle = colour;
    if (String(ctx.fillStyle) !== afterBlack) return '';
    ctx.clearRect(0, 0, 1, 1);
    ctx.fillRect(0, 0, 1, 1);
    const [r, g, b, a] = ctx.getImageData(0, 0, 1, 1).data;
    return a === 255 ? `rgb(${r}, ${g}, ${b})` : `rgba(${r}, ${g}, ${b}, ${Number((a / 255).toFixed(3))})`;
  };
}

function showDiagram(diagram: HTMLElement, svg: string, source: string) {
  diagram.querySelector(':scope > .diagram-error')?.remove();
  diagram.querySelector('.diagram-error-line')?.classList.remove('diagram-error-line');
  let image = diagram.querySelector<HTMLElement>(':scope > .diagram-image');
  if (!image) {
    const { title, description } = diagramText(source);
    image = withAttributes(el('div', 'diagram-image'), { role: 'img', 'aria-label': title ?? text('ctfdocs.Diagram.label') });
    diagram.prepend(image);
    if (description) {
      const id = `${diagram.id || `ctfdocs-diagram-${drawn}`}-description`;
      image.after(withAttributes(el('p', 'visually-hidden', description), { id }));
      image.setAttribute('aria-describedby', id);
    }
  }
  // Mermaid's markup, which it sanitised (securityLevel: strict); the label above speaks for it.
  image.innerHTML = svg;
  image.querySelector('svg')?.setAttribute('aria-hidden', 'true');
  const block = diagram.querySelector<HTMLElement>(':scope > .code-block');
  if (block) {
    const details = el('details', 'diagram-source');
    details.append(el('summary', undefined, text('ctfdocs.Diagram.source')));
    block.replaceWith(details);
    details.append(block);
  }
  diagram.dataset.state = 'drawn';
}

function showError(diagram: HTMLElement, error: DiagramError) {
  diagram.querySelector(':scope > .diagram-image')?.remove();
  diagram.querySelector(':scope > .visually-hidden')?.remove();
  // The source, out of its disclosure: it is what the reader has to go on.
  const details = diagram.querySelector(':scope > .diagram-source');
  const block = diagram.querySelector<HTMLElement>('.code-block');
  if (details && block) details.replaceWith(block);
  let box = diagram.querySelector(':scope > .diagram-error');
  if (!box) {
    box = el('div', 'diagram-error');
    diagram.prepend(box);
  }
  const p = el('p');
  p.append(el('strong', undefined, text('ctfdocs.Diagram.error')), ` ${text('ctfdocs.Diagram.errorAt', { line: error.line, message: error.message })}`);
  box.replaceChildren(p);
  diagram.querySelector('.diagram-error-line')?.classList.remove('diagram-error-line');
  diagram.querySelectorAll('pre code .line')[error.line - 1]?.classList.add('diagram-error-line');
  diagram.dataset.state = 'error';
}
