import { createContext, useContext, type ReactNode } from 'react';
import { codeSamples, type ApiDocument, type ApiExample, type ApiOperation, type ApiReferencePageData, type ApiResponse, type ApiTagPage, type SchemaNode } from '@ctfdocs/core';
import { useHref } from '../context.tsx';
import { Markdown } from './Markdown.tsx';
import { DOC_SIDEBAR } from '../shared/shell-classes.ts';

const MarkdownTrees = createContext<ApiDocument['markdown']>(undefined);

/** A description, as the tree the site's markdown pipeline compiled at build time. */
function Prose({ text }: { text?: string }) {
  const trees = useContext(MarkdownTrees);
  if (!text?.trim()) return null;
  const hast = trees?.get(text);
  // Without a compiled tree (a document rendered outside a site build) the text is shown as written.
  return <div className="markdown api-description">{hast ? <Markdown hast={hast} /> : <p>{text}</p>}</div>;
}

/**
 * A one-paragraph description as phrasing content, for places that only take
 * inline markup (a response's summary line); longer ones get `undefined`.
 */
function InlineProse({ text }: { text: string }) {
  const trees = useContext(MarkdownTrees);
  const hast = trees?.get(text);
  const only = hast?.children.length === 1 ? hast.children[0] : undefined;
  if (!hast) return <span className="api-inline-description">{text}</span>;
  if (only?.type !== 'element' || only.tagName !== 'p') return null;
  return (
    <span className="api-inline-description markdown">
      <Markdown hast={{ type: 'root', children: only.children }} />
    </span>
  );
}

function isInline(text: string, trees: ApiDocument['markdown']): boolean {
  const hast = trees?.get(text);
  return !hast || (hast.children.length === 1 && hast.children[0].type === 'element' && hast.children[0].tagName === 'p');
}

function typeLabel(s: SchemaNode): string {
  if (s.circular) return `${s.type ?? 'object'} (recursive)`;
  if (s.type === 'array' && s.items) return `array of ${typeLabel(s.items)}`;
  if (s.additionalProperties && !s.properties?.length) return `map of ${typeLabel(s.additionalProperties)}`;
  const t = s.type ?? (s.const !== undefined ? (s.const === null ? 'null' : typeof s.const) : s.oneOf ? 'one of' : s.anyOf ? 'any of' : 'any');
  return [t, s.format ? `<${s.format}>` : '', s.nullable ? 'or null' : ''].filter(Boolean).join(' ');
}

function SchemaTree({ schema, depth = 0 }: { schema: SchemaNode; depth?: number }) {
  const target = schema.type === 'array' && schema.items ? schema.items : schema;
  const variants = target.oneOf ?? target.anyOf;
  return (
    <div className="schema">
      {variants ? (
        <ul className="schema-variants">
          {variants.map((v, i) => (
            <li key={i}>
              <span className="schema-variant-label">
                {target.oneOf ? 'One of' : 'Any of'} #{i + 1}
                {v.title ? <>: {v.title}</> : null}
              </span>{' '}
              {v.properties?.length || v.oneOf || v.anyOf ? null : <span className="schema-type">{typeLabel(v)}</span>}
              <SchemaFacts schema={v} />
              <SchemaTree schema={v} depth={depth + 1} />
            </li>
          ))}
        </ul>
      ) : null}
      {target.properties?.length || target.additionalProperties ? (
        <ul className="schema-properties">
          {target.properties?.map(({ name, schema: s }) => (
            <SchemaEntry key={name} schema={s} depth={depth}>
              <code className="schema-name">{name}</code>
              <span className="schema-type">{typeLabel(s)}</span>
              {target.required?.includes(name) ? <span className="schema-required">required</span> : null}
              {s.readOnly ? <span className="schema-flag">read-only</span> : null}
              {s.writeOnly ? <span className="schema-flag">write-only</span> : null}
            </SchemaEntry>
          ))}
          {target.additionalProperties ? (
            // The entries of a map: any key, each value of this schema.
            <SchemaEntry schema={target.additionalProperties} depth={depth} className="schema-map-entry">
              <code className="schema-name">{target.properties?.length ? '<any other key>' : '<any key>'}</code>
              <span className="schema-type">{typeLabel(target.additionalProperties)}</span>
            </SchemaEntry>
          ) : null}
        </ul>
      ) : null}
    </div>
  );
}

/** One property (or a map's values): its head line and facts, expandable when the value has parts of its own. */
function SchemaEntry({ schema: s, depth, className, children }: { schema: SchemaNode; depth: number; className?: string; children: ReactNode }) {
  const nested = (s.properties?.length || (s.type === 'array' && s.items?.properties?.length) || s.oneOf || s.anyOf || s.additionalProperties) && depth < 8;
  return (
    <li className={className ? `schema-property ${className}` : 'schema-property'}>
      {nested ? (
        <details className="schema-expand">
          <summary>{children}</summary>
          <SchemaFacts schema={s} />
          <SchemaTree schema={s} depth={depth + 1} />
        </details>
      ) : (
        <>
          <div className="schema-head">{children}</div>
          <SchemaFacts schema={s} />
        </>
      )}
    </li>
  );
}

function SchemaFacts({ schema }: { schema: SchemaNode }) {
  // Most properties have nothing to add: no empty element for each (the reference has thousands).
  const scalarExample = schema.example !== undefined && typeof schema.example !== 'object';
  if (!schema.description?.trim() && !schema.enum && schema.const === undefined && schema.default === undefined && schema.maxLength === undefined && !scalarExample) return null;
  return (
    <div className="schema-facts">
      <Prose text={schema.description} />
      {schema.enum ? (
        <p>
          Values:{' '}
          {schema.enum.map((e, i) => (
            <code key={i} className="schema-enum">
              {JSON.stringify(e)}
            </code>
          ))}
        </p>
      ) : null}
      {schema.const !== undefined ? (
        <p>
          Value: <code className="schema-const">{JSON.stringify(schema.const)}</code>
        </p>
      ) : null}
      {schema.default !== undefined ? (
        <p>
          Default: <code>{JSON.stringify(schema.default)}</code>
        </p>
      ) : null}
      {schema.maxLength !== undefined ? <p>At most {schema.maxLength} characters.</p> : null}
      {schema.example !== undefined && typeof schema.example !== 'object' ? (
        <p>
          Example: <code>{JSON.stringify(schema.example)}</code>
        </p>
      ) : null}
    </div>
  );
}

/** Every example: one block, or one per name with its summary. */
function Examples({ examples }: { examples: ApiExample[] }) {
  if (examples.length === 1) return <ExampleBlock value={examples[0].value} />;
  return (
    <div className="api-examples">
      {examples.map((e) => (
        <div key={e.name} className="api-named-example">
          <p className="api-example-name">
            Example <code>{e.name}</code>
            {e.summary ? <>: {e.summary}</> : null}
          </p>
          <ExampleBlock value={e.value} />
        </div>
      ))}
    </div>
  );
}

function ExampleBlock({ value }: { value: unknown }) {
  return (
    <pre className="api-example" tabIndex={0}>
      <code>{typeof value === 'string' ? value : JSON.stringify(value, null, 2)}</code>
    </pre>
  );
}

function ResponseHeaders({ headers }: { headers: NonNullable<ApiResponse['headers']> }) {
  return (
    <div className="api-response-headers">
      <p className="api-subheading">Headers</p>
      <ul className="schema-properties">
        {headers.map((h) => (
          <li key={h.name} className="schema-property">
            <div className="schema-head">
              <code className="schema-name">{h.name}</code>
              {h.schema ? <span className="schema-type">{typeLabel(h.schema)}</span> : null}
            </div>
            <Prose text={h.description} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * One operation: its head (title, method and path, description, who may call
 * it) and its details (parameters, body, responses, samples). On a large
 * reference the details are a separate file the build wrote (`detailsUrl`,
 * see the renderer's api-details.ts), loaded when the reader opens them
 * (client/api-details.ts); without JavaScript the link opens the file itself.
 */
function Operation({ op, api, detailsUrl }: { op: ApiOperation; api: ApiDocument; detailsUrl?: string }) {
  return (
    <section className="api-operation" id={`operation/${op.id}`} aria-labelledby={`operation/${op.id}-title`}>
      <h3 id={`operation/${op.id}-title`} className="api-operation-title">
        <a href={`#operation/${op.id}`} className="api-anchor">
          {op.summary}
        </a>
        {op.deprecated ? <span className="badge badge-deprecated">deprecated</span> : null}
      </h3>
      <p className="api-endpoint">
        <span className={`api-method api-method-${op.method.toLowerCase()}`}>{op.method}</span>
        <code className="api-path">{op.path}</code>
      </p>
      <Prose text={op.description} />
      {op.security.length ? (
        <p className="api-auth">
          {op.anonymous ? (
            <>
              Authorization: optional, with <code>{op.security.join(', ')}</code>; anyone may call it without.
            </>
          ) : (
            <>
              Authorization: <code>{op.security.join(', ')}</code>
            </>
          )}
        </p>
      ) : (
        <p className="api-auth">Authorization: none.</p>
      )}
      {detailsUrl ? (
        <details className="api-operation-more">
          <summary>Parameters, responses and code samples</summary>
          <div className="api-operation-more-body">
            <a className="api-operation-more-link" href={detailsUrl}>
              Open the parameters, responses and code samples of <code>{op.id}</code>
            </a>
          </div>
        </details>
      ) : (
        <OperationDetails op={op} api={api} />
      )}
    </section>
  );
}

/** What an operation takes and returns, and its code samples. */
function OperationDetails({ op, api }: { op: ApiOperation; api: ApiDocument }) {
  const samples = codeSamples(op, api);
  const markdown = useContext(MarkdownTrees);
  return (
    <>
      {op.parameters.length ? (
        <>
          <h4>Parameters</h4>
          <div className="table-wrapper">
            <table className="api-params">
              <thead>
                <tr>
                  <th>Name</th>
                  <th>In</th>
                  <th>Type</th>
                  <th>Description</th>
                </tr>
              </thead>
              <tbody>
                {op.parameters.map((p) => (
                  <tr key={`${p.in}:${p.name}`}>
                    <td>
                      <code>{p.name}</code>
                      {p.required ? <span className="schema-required">required</span> : null}
                    </td>
                    <td>{p.in}</td>
                    <td>{p.schema ? typeLabel(p.schema) : ''}</td>
                    <td>
                      <Prose text={p.description} />
                      {p.schema?.enum ? (
                        <p>
                          Values:{' '}
                          {p.schema.enum.map((e, i) => (
                            <code key={i} className="schema-enum">
                              {String(e)}
                            </code>
                          ))}
                        </p>
                      ) : null}
                      {p.schema?.default !== undefined ? (
                        <p>
                          Default: <code>{JSON.stringify(p.schema.default)}</code>
                        </p>
                      ) : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      ) : null}
      {op.requestBody ? (
        <>
          <h4>
            Request body <code className="api-content-type">{op.requestBody.contentType}</code>
            {op.requestBody.required ? <span className="schema-required">required</span> : null}
          </h4>
          <Prose text={op.requestBody.description} />
          {op.requestBody.schema ? <SchemaTree schema={op.requestBody.schema} /> : null}
          {op.requestBody.examples && op.requestBody.examples.length > 1 ? <Examples examples={op.requestBody.examples} /> : null}
        </>
      ) : null}
      <h4>Responses</h4>
      <ul className="api-responses">
        {op.responses.map((r) => (
          <li key={r.status} className={`api-response api-response-${r.status[0]}xx`}>
            <details open={r.status.startsWith('2')}>
              <summary>
                <span className="api-status">{r.status}</span> {r.description ? <InlineProse text={r.description} /> : null}
              </summary>
              {r.description && !isInline(r.description, markdown) ? <Prose text={r.description} /> : null}
              {r.headers ? <ResponseHeaders headers={r.headers} /> : null}
              {r.schema ? <SchemaTree schema={r.schema} /> : null}
              {r.examples ? <Examples examples={r.examples} /> : null}
            </details>
          </li>
        ))}
      </ul>
      <div className="api-samples">
        {samples.map((s) => (
          <details key={s.id} className="api-sample" open={s.id === 'curl'}>
            <summary>{s.label}</summary>
            <div className="code-block-body">
              <pre tabIndex={0}>
                <code className={`language-${s.syntax}`}>{s.code}</code>
              </pre>
              <button type="button" className="copy-button" aria-label={`Copy the ${s.label} sample to the clipboard`}>
                Copy
              </button>
            </div>
          </details>
        ))}
      </div>
    </>
  );
}

/** An operation's details alone, as the file a large reference loads when the reader opens them. */
export function ApiOperationDetails({ op, api }: { op: ApiOperation; api: ApiDocument }) {
  return (
    <MarkdownTrees.Provider value={api.markdown}>
      <OperationDetails op={op} api={api} />
    </MarkdownTrees.Provider>
  );
}

/**
 * The sidebar: each tag (an in-page anchor or, when split, its page) with its
 * operations in a collapsible list, and a filter that narrows the lists as
 * the reader types (client/api-nav-filter.ts). A split reference lists the
 * operations of the current tag only: every page listing all of them would
 * weigh more than the page itself.
 */
function TagNav({ page }: { page: ApiReferencePageData }) {
  const href = useHref();
  const items = page.tagPages
    ? page.tagPages.map((t) => {
        const current = t.route === page.route;
        return { slug: t.slug, name: t.name, count: t.operations.length, href: href(t.route), current, operations: current ? t.operations : [] };
      })
    : page.api.tags.map((t) => ({ slug: t.slug, name: t.name, count: t.operations.length, href: `#tag/${t.slug}`, current: false, operations: t.operations }));
  return (
    <nav className="menu api-nav" aria-label="API operations">
      <input type="search" className="api-nav-filter" placeholder="Filter operations" aria-label="Filter operations" autoComplete="off" />
      <ul className="menu-list">
        {items.map((t) => (
          <li key={t.slug} className="menu-list-item api-nav-tag">
            <a className={t.current ? 'menu-link menu-link-active' : 'menu-link'} href={t.href} aria-current={t.current ? 'page' : undefined}>
              {t.name} <span className="menu-count">{t.count}</span>
            </a>
            {t.operations.length ? (
              <details className="api-nav-operations" open={t.current || undefined}>
                <summary>Operations</summary>
                <ul className="menu-list">
                  {t.operations.map((op) => (
                    <li key={op.id} className="menu-list-item api-nav-operation">
                      <a className="menu-link" href={`#operation/${op.id}`}>
                        <span className={`api-method api-method-${op.method.toLowerCase()}`}>{op.method}</span> {op.summary}
                      </a>
                    </li>
                  ))}
                </ul>
              </details>
            ) : null}
          </li>
        ))}
      </ul>
      <p className="api-nav-empty" hidden>
        No operation matches.
      </p>
    </nav>
  );
}

/**
 * A split reference's overview lists every operation under its tag and links
 * to it on the tag's page; the ids match the single-page layout, so
 * `#tag/…` and `#operation/…` links land on the entry that leads there.
 */
function OperationIndex({ tagPages }: { tagPages: ApiTagPage[] }) {
  const href = useHref();
  return (
    <>
      {tagPages.map((tag) => (
        <section key={tag.slug} className="api-tag" id={`tag/${tag.slug}`} aria-labelledby={`tag/${tag.slug}-title`}>
          <h2 id={`tag/${tag.slug}-title`}>
            <a href={href(tag.route)}>{tag.name}</a>
          </h2>
          <ul className="api-index">
            {tag.operations.map((op) => (
              <li key={op.id} id={`operation/${op.id}`} className="api-index-item">
                <a href={`${href(tag.route)}#operation/${op.id}`}>
                  <span className={`api-method api-method-${op.method.toLowerCase()}`}>{op.method}</span> <code className="api-path">{op.path}</code> {op.summary}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}

/** `detailsUrls`: operation id → the file with its details, for a reference too large to carry them in the page. */
export function ApiReferencePage({ page, detailsUrls }: { page: ApiReferencePageData; detailsUrls?: ReadonlyMap<string, string> }) {
  const { api } = page;
  const server = api.servers[0] ?? '';
  const overview = !page.tagPages || api.tags.length === 0;
  const href = useHref();
  // Tag pages live at <route>/tag/<slug> (core's apiReferencePages).
  const overviewRoute = page.tagPages?.[0]?.route.replace(/\/tag\/[^/]+$/, '') || '/';
  return (
    <MarkdownTrees.Provider value={api.markdown}>
      <div className="doc-page has-sidebar api-page">
        <aside className={DOC_SIDEBAR} aria-label="API operations">
          <TagNav page={page} />
        </aside>
        <main id="main-content" className="doc-main" tabIndex={-1}>
          <div className="api-container">
            {overview ? (
              <header className="markdown">
                <h1>{page.title}</h1>
                <p className="api-version">
                  {api.title} {api.version ? <>· version {api.version}</> : null}
                  {page.specUrl ? (
                    <>
                      {' '}
                      ·{' '}
                      <a className="api-download" href={page.specUrl} download={page.source.split('/').pop()?.split('?')[0] || true}>
                        Download the API description
                      </a>
                    </>
                  ) : null}
                </p>
                <Prose text={page.description} />
                {api.description !== page.description ? <Prose text={api.description} /> : null}
                {server ? (
                  <p className="api-base-url">
                    Base URL: <code>{server}</code>
                    {/\{[^}]+\}/.test(server) ? (
                      <>
                        {' '}
                        <strong>
                          Replace{' '}
                          {server.match(/\{[^}]+\}/g)!.map((v, i) => (
                            <span key={v}>
                              {i ? ', ' : ''}
                              <code>{v}</code>
                            </span>
                          ))}
                        </strong>{' '}
                        with your server's in the samples below: the document does not name it.
                      </>
                    ) : null}
                  </p>
                ) : null}
                {api.security.map((s) => (
                  <div key={s.name} className="api-security">
                    <p>
                      <strong>Authentication ({s.name}):</strong> {s.type}
                      {s.in ? ` in ${s.in}` : ''} {s.headerName ? <code>{s.headerName}</code> : null}
                    </p>
                    <Prose text={s.description} />
                    <p className="api-security-samples">
                      The code samples read the credential from the environment variable <code>{s.variable}</code>
                      {s.prefix.trim() ? (
                        <>
                          {' '}
                          and send it as <code>{`${s.prefix}<${s.variable}>`}</code>
                        </>
                      ) : null}
                      , with <code>Content-Type: application/json</code> on every call that has no other body, GET included.
                    </p>
                  </div>
                ))}
              </header>
            ) : (
              <p className="api-version">
                <a href={href(overviewRoute)}>{api.title}</a>
                {server ? (
                  <>
                    {' '}
                    · base URL <code>{server}</code>
                  </>
                ) : null}
              </p>
            )}
            {page.tagPages && overview ? <OperationIndex tagPages={page.tagPages} /> : null}
            {api.tags.map((tag) => (
              <section key={tag.slug} className="api-tag" id={`tag/${tag.slug}`} aria-labelledby={`tag/${tag.slug}-title`}>
                {page.tagPages ? (
                  <h1 id={`tag/${tag.slug}-title`}>{tag.name}</h1>
                ) : (
                  <h2 id={`tag/${tag.slug}-title`}>
                    <a href={`#tag/${tag.slug}`} className="api-anchor">
                      {tag.name}
                    </a>
                  </h2>
                )}
                <Prose text={tag.description} />
                {tag.operations.map((op) => (
                  <Operation key={op.id} op={op} api={api} detailsUrl={detailsUrls?.get(op.id)} />
                ))}
              </section>
            ))}
          </div>
        </main>
      </div>
    </MarkdownTrees.Provider>
  );
}
