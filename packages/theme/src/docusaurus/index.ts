// The theme's equivalents of Docusaurus's modules, by the name a component
// imports (core's shared/docusaurus-modules.ts lists the names): the
// renderer binds each import of one to its module here, for the site's
// components, React pages and MDX pages.
import type { DocusaurusModuleName } from '@ctfdocs/core';
import * as isInternalUrl from './is-internal-url.ts';
import * as Link from './Link.tsx';
import * as useBaseUrl from './use-base-url.ts';
import * as useDocusaurusContext from './use-docusaurus-context.ts';

export const docusaurusModules = {
  '@docusaurus/Link': Link,
  '@docusaurus/useBaseUrl': useBaseUrl,
  '@docusaurus/useDocusaurusContext': useDocusaurusContext,
  '@docusaurus/isInternalUrl': isInternalUrl,
} satisfies Record<DocusaurusModuleName, object>;
