// The table of contents' heading levels, one rule for the config and every
// front matter that sets them (Docusaurus's: levels 2 to 6, the lowest not
// above the highest), so the two cannot drift apart again.
import { z } from 'zod';

/** A heading level a table of contents may start or end at: h1 is the page's title. */
export const headingLevel = z.number().int().min(2).max(6);

/** `themeConfig.tableOfContents`: the levels every page's table of contents shows (front matter may narrow them). */
export const tableOfContentsSchema = z
  .strictObject({
    /** The lowest level shown (default 2). */
    minHeadingLevel: headingLevel.default(2),
    /** The highest level shown (default 3). */
    maxHeadingLevel: headingLevel.default(3),
  })
  .check((ctx) => {
    const { minHeadingLevel: min, maxHeadingLevel: max } = ctx.value;
    if (min > max) ctx.issues.push({ code: 'custom', input: min, path: ['minHeadingLevel'], message: `minHeadingLevel (${min}) is above maxHeadingLevel (${max}): no heading would be listed` });
  })
  .prefault({});

/** The front matter fields of a page's own levels, for a page schema's shape. */
export const tocFrontMatterFields = {
  /** The lowest level of this page's table of contents. Unset by default: the config's. */
  toc_min_heading_level: headingLevel.optional(),
  /** The highest level. Unset by default: the config's. */
  toc_max_heading_level: headingLevel.optional(),
};

/** The front matter rule, as Docusaurus's FrontMatterTOCHeadingLevels has it: the lowest level is held to the highest, or to 6 when only the lowest is set. */
export function checkTocFrontMatter(ctx: z.core.ParsePayload<{ toc_min_heading_level?: number; toc_max_heading_level?: number }>): void {
  const { toc_min_heading_level: min, toc_max_heading_level: max } = ctx.value;
  if (min !== undefined && max !== undefined && min > max)
    ctx.issues.push({ code: 'custom', input: min, path: ['toc_min_heading_level'], message: `toc_min_heading_level (${min}) is above toc_max_heading_level (${max}): no heading would be listed` });
}
