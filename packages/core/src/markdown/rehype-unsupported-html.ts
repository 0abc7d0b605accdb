// Raw HTML the sanitiser will remove, reported before it is: each element it
// drops (with why), and the attributes it drops from the elements it keeps.
// Runs on the re-parsed tree, just before rehype-sanitize, against the same
// schema, so the report and the removal cannot disagree.
import type { Element, ElementContent, Root } from 'hast';
import { ctxOf, positionOf, type FileContext } from './context.ts';
import { sanitizeSchema } from './sanitize-schema.ts';
import { unsupported } from './unsupported.ts';

/** Why an element is not allowed, where a reason is more useful than "not on the safe list". */
const REASONS: Record<string, { why: string; hint: string }> = {
  script: { why: 'scripts in pages never run (page content is untrusted)', hint: 'Move behaviour into the site (a React page under site/pages) or remove the script.' },
  style: { why: 'styles in pages are not applied', hint: "Put the CSS in the site's stylesheet, or use markdown formatting." },
  object: { why: 'embedded objects would load another site or plugin into the page', hint: 'Link to the file instead.' },
  embed: { why: 'embedded content would load another site or plugin into the page', hint: 'Link to the file instead.' },
  form: { why: "forms in pages would send readers' input elsewhere", hint: 'Link to the form instead.' },
};

const attributes = sanitizeSchema.attributes ?? {};
type Definition = NonNullable<typeof attributes>[string][number];
const definitionsByTag = new Map<string, Map<string, Definition[]>>();

/** Each attribute the schema keeps on `tag`, with its definitions: the tag's own first, then every element's, as the sanitiser reads them. */
function definitionsOn(tag: string): Map<string, Definition[]> {
  let found = definitionsByTag.get(tag);
  if (!found) {
    found = new Map();
    for (const entry of [...(attributes[tag] ?? []), ...(attributes['*'] ?? [])]) {
      const key = typeof entry === 'string' ? entry : entry[0];
      found.set(key, [...(found.get(key) ?? []), entry]);
    }
    definitionsByTag.set(tag, found);
  }
  return found;
}

/** Whether a definition keeps a value: a bare name keeps any, a list only the values (or patterns) it names. */
function keeps(definition: Definition, value: unknown): boolean {
  if (typeof definition === 'string' || definition.length < 2) return true;
  return definition.slice(1).some((allowed) => (allowed instanceof RegExp ? allowed.test(String(value)) : allowed === value));
}

/** What the sanitiser does to one attribute: keeps it, drops it for its name, or drops (some of) its value. */
function fate(tag: string, key: string, value: unknown): 'kept' | 'name' | 'value' {
  const definitions = definitionsOn(tag).get(key) ?? (/^data[A-Z]/.test(key) ? definitionsOn(tag).get('data*') : undefined);
  if (!definitions) return 'name';
  const values = Array.isArray(value) ? value : [value];
  // The first definition that keeps anything decides, as in hast-util-sanitize.
  for (const definition of definitions) {
    const kept = values.filter((v) => keeps(definition, v));
    if (kept.length) return kept.length === values.length ? 'kept' : 'value';
  }
  return 'value';
}

export function rehypeUnsupportedHtml() {
  const tagNames = new Set(sanitizeSchema.tagNames);
  const strip = new Set(sanitizeSchema.strip);
  const ancestors = sanitizeSchema.ancestors ?? {};
  return (tree: Root, file: { data: Record<string, unknown>; value?: unknown }) => {
    const ctx = ctxOf(file);
    const source = String(file.value ?? '');
    // A JSX component (<Tabs>) was reported as one by remark-mdx-fallback.ts.
    const isComponent = (el: Element) => /^<[A-Z]/.test(source.slice(el.position?.start.offset, (el.position?.start.offset ?? 0) + 2));
    const stack: string[] = [];
    const walk = (node: Root | ElementContent) => {
      if (node.type !== 'element' && node.type !== 'root') return;
      if (node.type === 'element') {
        const el = node as Element;
        const name = el.tagName;
        const needs = ancestors[name];
        const safe = tagNames.has(name) && (!needs || needs.some((a) => stack.includes(a)));
        // Only what a writer wrote has a position; our own markup is trusted.
        if (el.position) {
          if (!safe) {
            if (!isComponent(el)) report(ctx, el, name, strip.has(name), needs && tagNames.has(name) ? needs : undefined);
            if (strip.has(name)) return;
          } else {
            const dropped = Object.entries(el.properties).flatMap(([k, v]) => {
              const why = fate(name, k, v);
              return why === 'kept' ? [] : [{ key: k, why }];
            });
            if (dropped.length) {
              const byValue = dropped.filter((d) => d.why === 'value').length;
              const why =
                byValue === 0
                  ? "not on the sanitiser's list of safe attributes"
                  : byValue === dropped.length
                    ? 'the sanitiser does not keep that value'
                    : "not on the sanitiser's list of safe attributes, or not with that value";
              ctx.diagnostics.push(
                unsupported('html', {
                  message: `<${name}> loses its attribute${dropped.length > 1 ? 's' : ''} ${dropped.map((d) => `"${attributeName(d.key)}"`).join(', ')}: ${why}`,
                  file: ctx.file,
                  ...positionOf(ctx, el),
                  hint: dropped.some((d) => /^on[A-Z]/.test(d.key))
                    ? 'Event handlers never run in pages; remove them.'
                    : dropped.some((d) => d.key === 'style' && d.why === 'value')
                      ? "A table cell keeps only a style that aligns its text (text-align: left, center or right): write the alignment in a markdown table (|:---:|), or use a class the site's CSS styles."
                      : "Remove the attribute, or use markdown or a class the site's CSS styles.",
                }),
              );
            }
          }
        }
        stack.push(name);
      }
      for (const child of node.children as ElementContent[]) walk(child);
      if (node.type === 'element') stack.pop();
    };
    walk(tree);
  };
}

function report(ctx: FileContext, el: Element, name: string, stripped: boolean, needs: string[] | undefined) {
  const reason = REASONS[name];
  const what = !el.children.length ? 'is removed' : stripped ? 'is removed with its content' : 'is removed (its content is kept)';
  const why = reason?.why ?? (needs ? `it is only kept inside <${needs.join('> or <')}>` : "it is not on the sanitiser's list of safe elements");
  ctx.diagnostics.push(
    unsupported('html', {
      message: `<${name}> ${what}: ${why}`,
      file: ctx.file,
      ...positionOf(ctx, el),
      hint: reason?.hint ?? (needs ? `Put it inside <${needs[0]}>.` : 'Use markdown, or an element the sanitiser keeps (details, kbd, sup, sub, tables, …); docs/writing.md lists them.'),
    }),
  );
}

/** hast's property name as the writer wrote it: className → class, onClick → onclick, dataFoo → data-foo. */
function attributeName(key: string): string {
  if (key === 'className') return 'class';
  if (key === 'htmlFor') return 'for';
  if (/^data[A-Z]/.test(key)) return `data${key.slice(4).replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
  return key.toLowerCase();
}
