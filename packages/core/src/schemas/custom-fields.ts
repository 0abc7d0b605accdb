// `customFields`: Docusaurus's values of the site's own, which its
// components read from the site config (useDocusaurusContext's siteConfig,
// or the site prop's config).
import { z } from 'zod';

export const customFieldsSchemas = {
  /** Any values, by name, for the site's components. Default: none. */
  customFields: z.record(z.string(), z.unknown()).default({}),
};
