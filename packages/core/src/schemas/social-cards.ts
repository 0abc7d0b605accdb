// `socialCards`: an Open Graph image per page, drawn at build time from the
// page's title and description and the site's logo (the renderer's
// social-cards/). A page's `image` front matter takes precedence.
import { z } from 'zod';

const color = z.string().regex(/^#([0-9a-f]{3}|[0-9a-f]{6})$/i, 'must be a hex colour such as #3b4fd8');

export const socialCardsSchema = z
  .strictObject({
    /** Draw a card for each page. Default false. */
    enabled: z.boolean().default(false),
    /**
     * A module, relative to the config file, whose default export draws the
     * card: a function of the card's texts, logo and colours that returns
     * JSX (satori's subset of HTML and CSS). The built-in card otherwise.
     */
    template: z.string().min(1).optional(),
    /** The built-in card's colours (and a template's): the theme's light palette by default. */
    colors: z
      .strictObject({
        /** Default `#ffffff`. */
        background: color.default('#ffffff'),
        /** Default `#3b4fd8`. */
        accent: color.default('#3b4fd8'),
        /** Default `#1c1e21`. */
        text: color.default('#1c1e21'),
        /** Default `#4b5563`. */
        muted: color.default('#4b5563'),
      })
      .prefault({}),
  })
  .prefault({});
