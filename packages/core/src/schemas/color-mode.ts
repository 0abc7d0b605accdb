// `themeConfig.colorMode`: the light and dark modes, under Docusaurus's names.
import { z } from 'zod';

export const colorModeSchema = z
  .strictObject({
    /** The mode a reader who chose none sees. Default `light`. */
    defaultMode: z.enum(['light', 'dark']).default('light'),
    /** Hide the switch between the modes. Default false. */
    disableSwitch: z.boolean().default(false),
    /** Follow the reader's system setting (`prefers-color-scheme`) rather than `defaultMode`. Default false. */
    respectPrefersColorScheme: z.boolean().default(false),
  })
  .prefault({});
