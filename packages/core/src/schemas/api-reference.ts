// `apiReferences[]`: an OpenAPI or Swagger document rendered as reference pages.
import { z } from 'zod';
import { routePathSchema } from '../routes/safe.ts';
import { onProblemSchema } from './on-problem.ts';

// `checkPaths`: check the API paths pages write against this reference's spec.
const apiPathCheckSchema = z.strictObject({
  /** What pages write before the spec's paths; by default the path of the spec's first server URL. */
  prefix: z
    .string()
    .regex(/^\/[^\s?#]*[^/\s?#]$/, 'must be a path such as /api/v1: starting with "/", without a trailing "/", spaces, query or hash')
    .optional(),
  /** Docs instance ids whose pages are checked; by default every instance and the site's markdown pages. */
  instances: z.array(z.string()).optional(),
  /** Paths under the prefix that are not operations of this spec but may be written, e.g. `/swagger.json`; each also covers the paths below it. Default: none. */
  ignore: z.array(z.string().regex(/^\//, 'must start with "/"')).default([]),
  /** What a path the spec does not have is. Default `warn`. */
  onUnknownPath: onProblemSchema.default('warn'),
});

export type ApiPathCheckConfig = z.output<typeof apiPathCheckSchema>;

export const apiReferenceSchema = z.strictObject({
  /** The route of the reference page. Required. */
  route: routePathSchema,
  /** The page's title. Required. */
  title: z.string(),
  /**
   * An OpenAPI 3.x or Swagger 2.0 document (JSON or YAML): a path relative to
   * the site root, or an http(s) URL fetched at build time and cached.
   * Required.
   */
  spec: z.string(),
  /** Text under the title. Unset by default. */
  description: z.string().optional(),
  /**
   * One page per tag (`<route>/tag/<slug>`) under an overview page, for very
   * large documents. Unset: split when the document has more than 300 operations.
   */
  splitByTag: z.boolean().optional(),
  /**
   * Each operation's parameters, responses and samples in a file of its own,
   * loaded when the reader opens them, so that the page stays light. Unset:
   * on pages that show more than 40 operations.
   */
  detailsOnExpand: z.boolean().optional(),
  /** Check every API path written in pages against this spec (`ctfdocs check`, `build`). Unset by default: no check. */
  checkPaths: apiPathCheckSchema.optional(),
});

export type ApiReferenceConfig = z.infer<typeof apiReferenceSchema>;
