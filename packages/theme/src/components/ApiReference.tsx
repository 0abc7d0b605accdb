import { createContext, useContext } from 'react';
import { codeSamples, type ApiDocument, type ApiOperation, type ApiReferencePageData, type ApiTagPage, type SchemaNode } from '@ctfdocs/core';
import { useHref } from '../context.tsx';
import { Markdown } from './Markdown.tsx';

const MarkdownTrees = createContext<ApiDocument['markdown']>(undefined);

/** A description, as the tree the site's markdown pipeline compiled at build time. */
function Prose({ text }: { text?: string }) {
  const trees = useContext(MarkdownTrees);
  if (!text?.trim()) return null;
  const hast = trees?.get(text);
  // Without a compiled tree (a document rendered outside a site build) the text is shown as written.
  return <div className="markdown api-description">{hast ? <Markdown hast={hast} /> : <p>{text}</p>}</div>;
}

function typeLabel(s: SchemaNode): string {
  if (s.circular) return `${s.type ?? 'object'} (recursive)`;
  if (s.type === 'array' && s.items) return `array of ${typeLabel(s.items)}`;
  const t = s.type ?? (s.oneOf ? 'one of' : s.anyOf ? 'any of' : 'any');
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
              <span className="schema-variant-label">{target.oneOf ? 'One of' : 'Any of'} #{i + 1}</span>
              <SchemaTree schema={v} depth={depth + 1} />
            </li>
          ))}
        </ul>
      ) : null}
      {target.properties?.length ? (
        <ul className="schema-properties">
          {target.properties.map(({ name, schema: s }) => {
            const nested = (s.properties?.length || (s.type === 'array' && s.items?.properties?.length) || s.oneOf) && depth < 8;
            const head = (
              <>
                <code className="schema-name">{name}</code>
                <span className="schema-type">{typeLabel(s)}</span>
                {target.required?.includes(name) ? <span className="schema-required">required</span> : null}
                {s.readOnly ? <span className="schema-flag">read-only</span> : null}
                {s.writeOnly ? <span className="schema-flag">write-only</span> : null}
              </>
            );
            return (
              <li key={name} className="schema-property">
                {nested ? (
                  <details className="schema-expand">
                    <summary>{head}</summary>
                    <SchemaFacts schema={s} />
                    <SchemaTree schema={s} depth={depth + 1} />
                  </details>
                ) : (
                  <>
                    <div className="schema-head">{head}</div>
                    <SchemaFacts schema={s} />
                  </>
                )}
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}

function SchemaFacts({ schema }: { schema: SchemaNode }) {
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

function Operation({ op, api }: { op: ApiOperation; api: ApiDocument }) {
  const samples = codeSamples(op, api);
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
          Authorization: <code>{op.security.join(', ')}</code>
        </p>
      ) : null}
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
          {op.requestBody.schema ? <SchemaTree schema={op.requestBody.schema} /> : null}
        </>
      ) : null}
      <h4>Responses</h4>
      <ul className="api-responses">
        {op.responses.map((r) => (
          <li key={r.status} className={`api-response api-response-${r.status[0]}xx`}>
            <details open={r.status.startsWith('2')}>
              <summary>
                <span className="api-status">{r.status}</span> {r.description}
              </summary>
              {r.schema ? <SchemaTree schema={r.schema} /> : null}
              {r.example !== undefined ? (
                <pre className="api-example" tabIndex={0}>
                  <code>{JSON.stringify(r.example, null, 2)}</code>
                </pre>
              ) : null}
            </details>
          </li>
        ))}
      </ul>
      <div className="api-samples">
        {samples.map((s) => (
          <details key={s.id} className="api-sample" open={s.id === 'curl'}>
            <summary>{s.label}</summary>
            <pre tabIndex={0}>
              <code>{s.code}</code>
            </pre>
          </details>
        ))}
      </div>
    </section>
  );
}

/** The sidebar: tags with their operation counts, as in-page anchors or, when split, links to each tag's page. */
function TagNav({ page }: { page: ApiReferencePageData }) {
  const href = useHref();
  const items = page.tagPages
    ? page.tagPages.map((t) => ({ slug: t.slug, name: t.name, count: t.operations.length, href: href(t.route), current: t.route === page.route }))
    : page.api.tags.map((t) => ({ slug: t.slug, name: t.name, count: t.operations.length, href: `#tag/${t.slug}`, current: false }));
  return (
    <nav className="menu" aria-label="API operations">
      <ul className="menu-list">
        {items.map((t) => (
          <li key={t.slug} className="menu-list-item">
            <a className={t.current ? 'menu-link menu-link-active' : 'menu-link'} href={t.href} aria-current={t.current ? 'page' : undefined}>
              {t.name} <span className="menu-count">{t.count}</span>
            </a>
          </li>
        ))}
      </ul>
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

export function ApiReferencePage({ page }: { page: ApiReferencePageData }) {
  const { api } = page;
  const server = api.servers[0] ?? '';
  const overview = !page.tagPages || api.tags.length === 0;
  const href = useHref();
  // Tag pages live at <route>/tag/<slug> (core's apiReferencePages).
  const overviewRoute = page.tagPages?.[0]?.route.replace(/\/tag\/[^/]+$/, '') || '/';
  return (
    <MarkdownTrees.Provider value={api.markdown}>
      <div className="doc-page has-sidebar api-page">
        <aside className="doc-sidebar">
          <TagNav page={page} />
        </aside>
        <main id="main-content" className="doc-main" tabIndex={-1}>
          <div className="api-container">
            {overview ? (
              <header className="markdown">
                <h1>{page.title}</h1>
                <p className="api-version">
                  {api.title} {api.version ? <>· version {api.version}</> : null}
                </p>
                <Prose text={page.description ?? api.description} />
                {server ? (
                  <p>
                    Base URL: <code>{server}</code>
                  </p>
                ) : null}
                {api.security.map((s) => (
                  <div key={s.name} className="api-security">
                    <p>
                      <strong>Authentication ({s.name}):</strong> {s.type}
                      {s.in ? ` in ${s.in}` : ''} {s.headerName ? <code>{s.headerName}</code> : null}
                    </p>
                    <Prose text={s.description} />
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
                  <Operation key={op.id} op={op} api={api} />
                ))}
              </section>
            ))}
          </div>
        </main>
      </div>
    </MarkdownTrees.Provider>
  );
}
