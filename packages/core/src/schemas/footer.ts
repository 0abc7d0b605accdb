// `themeConfig.footer`: columns of links, or links alone, with a logo and a copyright line.
import { z } from 'zod';
import { configLink, logoSchema } from './navbar.ts';

const footerLinkItemSchema = z.strictObject({ label: z.string(), to: configLink.optional(), href: z.string().optional() });
const footerColumnSchema = z.strictObject({ title: z.string(), items: z.array(footerLinkItemSchema) });

export type FooterLinkItem = z.infer<typeof footerLinkItemSchema>;
export type FooterColumn = z.infer<typeof footerColumnSchema>;

export const footerSchema = z.strictObject({
  style: z.enum(['light', 'dark']).default('dark'),
  links: z.array(z.union([footerColumnSchema, footerLinkItemSchema])).default([]),
  logo: logoSchema.optional(),
  copyright: z.string().optional(),
});
