// The data that passes between the stages of a build, declared once in
// types/<area>.ts and gathered here, where every other package imports it
// from, so a stage can only hand on plain data. The config and front matter
// are not here: their types are inferred from their schemas (schemas/).
export type * from './types/diagnostic.ts';
export type * from './types/markdown.ts';
export type * from './types/content.ts';
export type * from './types/pages.ts';
export type * from './types/blog-pages.ts';
export type * from './types/site-data.ts';
export type { ContentChunk, SearchDocRow, SearchIndexInfo, SearchManifest, SearchTermShard } from './shared/client-data.ts';
export type { ApiDocument, ApiExample, ApiOperation, ApiParameter, ApiResponse, ApiSecurityScheme, SchemaNode } from './api/document-types.ts';
