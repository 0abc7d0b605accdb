// The Docusaurus modules (`@docusaurus/…`) a site's components and MDX pages
// may import, each one the theme has an equivalent of (theme's docusaurus/),
// which the renderer binds wherever it bundles them. An import of any other
// is an error that names it, and the Docusaurus importer lists it.
export const DOCUSAURUS_MODULES = ['@docusaurus/Link', '@docusaurus/useBaseUrl', '@docusaurus/useDocusaurusContext', '@docusaurus/isInternalUrl'] as const;

export type DocusaurusModuleName = (typeof DOCUSAURUS_MODULES)[number];

export function isDocusaurusModule(specifier: string): specifier is DocusaurusModuleName {
  return (DOCUSAURUS_MODULES as readonly string[]).includes(specifier);
}
