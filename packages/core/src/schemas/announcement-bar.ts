// `themeConfig.announcementBar`: a line of HTML above the navbar, as
// Docusaurus shows it.
import { z } from 'zod';

export const announcementBarSchema = z.strictObject({
  /** Names the bar in the reader's storage, so closing it is remembered until the id changes. Default `announcement-bar`. */
  id: z.string().default('announcement-bar'),
  /** The bar's HTML. Required. */
  content: z.string(),
  /** The bar's background in both modes, as Docusaurus keeps it. Default: the theme's colour, light or dark. */
  backgroundColor: z.string().optional(),
  /** The bar's text colour in both modes. Default: the theme's colour, light or dark. */
  textColor: z.string().optional(),
  /** Whether the reader may close the bar. Default true. */
  isCloseable: z.boolean().default(true),
});
