// An API description as the build normalises it (normalise in api/load.ts):
// what the reference pages render, the code samples call and the path
// checks match. Part of the data between stages (types.ts re-exports it).
import type { Root as HastRoot } from 'hast';

/** A normalised, dereferenced API description, ready to render. */
export interface ApiDocument {
  title: string;
  version: string;
  description?: string;
  servers: string[];
  security: ApiSecurityScheme[];
  tags: Array<{ name: string; slug: string; description?: string; operations: ApiOperation[] }>;
  /** The document's `externalDocs.url`: where its root-relative description links point. */
  externalDocsUrl?: string;
  /** Each distinct description text (markdown) → its compiled tree; set by the site assembly. */
  markdown?: Map<string, HastRoot>;
}

/** A security scheme, with what a code sample needs to send its credential. */
export interface ApiSecurityScheme {
  name: string;
  /** `apiKey`, `http`, `oauth2` or `openIdConnect`. */
  type: string;
  /** Where an apiKey goes: `header`, `query` or `cookie`. */
  in?: string;
  /** The apiKey's header, query parameter or cookie name. */
  headerName?: string;
  /** The `http` scheme's name (`bearer`, `basic`). */
  scheme?: string;
  description?: string;
  /** The environment variable samples read the credential from: `x-ctfdocs-variable`, else the scheme's name in capitals. */
  variable: string;
  /** Text sent before the credential: `x-ctfdocs-prefix`, else `Bearer ` for bearer tokens and nothing for API keys. */
  prefix: string;
}

export interface ApiParameter {
  name: string;
  in: string;
  required: boolean;
  description?: string;
  schema?: SchemaNode;
  /** The parameter's own example (`example`, or the first of `examples`), else its schema's. */
  example?: unknown;
}

export interface ApiOperation {
  id: string;
  method: string;
  path: string;
  summary: string;
  description?: string;
  deprecated: boolean;
  /** The security schemes any of which authenticates the call. */
  security: string[];
  /** The call may be made without credentials (`security: []`, or `{}` among the alternatives). */
  anonymous: boolean;
  parameters: ApiParameter[];
  requestBody?: { contentType: string; required: boolean; description?: string; schema?: SchemaNode; example?: unknown; examples?: ApiExample[] };
  responses: ApiResponse[];
}

export interface ApiResponse {
  status: string;
  description: string;
  contentType?: string;
  schema?: SchemaNode;
  /** The first example, which code samples and the contract test's stub use. */
  example?: unknown;
  /** Every example the document gives, named. */
  examples?: ApiExample[];
  headers?: Array<{ name: string; description?: string; schema?: SchemaNode }>;
}

export interface ApiExample {
  name: string;
  summary?: string;
  value: unknown;
}

/** A schema reduced to what a reader needs, with cycles cut. */
export interface SchemaNode {
  /** The schema's `title`, shown on oneOf/anyOf variants. */
  title?: string;
  type?: string;
  format?: string;
  /** OpenAPI 3.1's way to say a string is a file's content (3.0 says `format: binary`). */
  contentMediaType?: string;
  description?: string;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  example?: unknown;
  nullable?: boolean;
  readOnly?: boolean;
  writeOnly?: boolean;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  required?: string[];
  properties?: Array<{ name: string; schema: SchemaNode }>;
  items?: SchemaNode;
  oneOf?: SchemaNode[];
  anyOf?: SchemaNode[];
  /** The values of a map (`additionalProperties`); `{}` when any value is allowed. */
  additionalProperties?: SchemaNode;
  circular?: string;
}
