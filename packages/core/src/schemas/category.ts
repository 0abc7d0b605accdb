// `_category_.yml` (or `.json`): a docs folder's label, order and link in the sidebar.
import { z } from 'zod';
import { safeRoute } from '../routes/safe.ts';

export const categorySchema = z
  .strictObject({
    label: z.string().optional(),
    position: z.number().optional(),
    collapsed: z.boolean().optional(),
    collapsible: z.boolean().optional(),
    className: z.string().optional(),
    customProps: z.record(z.string(), z.unknown()).optional(),
    description: z.string().optional(),
    link: z
      .union([
        z.strictObject({ type: z.literal('doc'), id: z.string() }),
        z.strictObject({
          type: z.literal('generated-index'),
          slug: safeRoute().optional(),
          title: z.string().optional(),
          description: z.string().optional(),
        }),
      ])
      .nullable()
      .optional(),
  })
  // `link: null` (Docusaurus's way to say "no link") is the same as no link.
  .transform(({ link, ...rest }) => ({ ...rest, link: link ?? undefined }));

export type CategoryMeta = z.output<typeof categorySchema>;
