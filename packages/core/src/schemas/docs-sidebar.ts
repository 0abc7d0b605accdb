// `themeConfig.docs`: how the docs sidebar behaves in the browser.
import { z } from 'zod';

export const themeDocsSchema = z
  .strictObject({
    /** The docs sidebar's behaviour in the browser. Default: neither hideable nor auto-collapsing. */
    sidebar: z
      .strictObject({
        /** A button at the foot of the desktop sidebar folds it away. Default false. */
        hideable: z.boolean().default(false),
        /** Opening a category folds its open siblings. Default false. */
        autoCollapseCategories: z.boolean().default(false),
      })
      .prefault({}),
  })
  .prefault({});
