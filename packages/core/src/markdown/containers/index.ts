// Every `:::name` container ctfdocs renders, by name. A new container is a
// new file here and a row below; remark-directives.ts reports the rest.
import type { ContainerHandler } from './types.ts';
import { ADMONITIONS } from '../admonitions.ts';
import { admonitionHandler } from './admonition.ts';
import { details } from './details.ts';
import { codeGroup } from './code-group.ts';
import { strayTab, tabs } from './tabs.ts';
import { llmsExclude } from './llms-exclude.ts';

export const CONTAINERS: ReadonlyMap<string, ContainerHandler> = new Map<string, ContainerHandler>([
  ...Object.entries(ADMONITIONS).map(([name, kind]) => [name, admonitionHandler(kind)] as const),
  ['tabs', tabs],
  ['tab', strayTab],
  ['details', details],
  ['code-group', codeGroup],
  ['llms-exclude', llmsExclude],
]);

export type { ContainerHandler, ContainerScope } from './types.ts';
