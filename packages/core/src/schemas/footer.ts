// `themeConfig.footer`: columns of links, or links alone, with a logo and a copyright line.
import { z } from 'zod';
import { configLink, logoSchema } from './navbar.ts';

const footerLinkItemSchema = z.strictObject({
  /** The text shown. Required. */
  label: z.string(),
  /** A path of the site it leads to. Unset by default. */
  to: configLink.optional(),
  /** A URL it leads to. Unset by default. */
  href: z.string().optional(),
});
const footerColumnSchema = z.strictObject({
  /** The column's heading. Required. */
  title: z.string(),
  /** Its links. Required. */
  items: z.array(footerLinkItemSchema),
});

export type FooterLinkItem = z.infer<typeof footerLinkItemSchema>;
export type FooterColumn = z.infer<typeof footerColumnSchema>;

export const footerSchema = z.strictObject({
  /** `light` or `dark`. Default `dark`. */
  style: z.enum(['light', 'dark']).default('dark'),
  /** Columns of links (`title` and `items`), or links alone. Default: none. */
  links: z.array(z.union([footerColumnSchema, footerLinkItemSchema])).default([]),
  /** A logo above the copyright line. Unset by default. */
  logo: logoSchema.optional(),
  /** The copyright line (HTML). Unset by default. */
  copyright: z.string().optional(),
});
