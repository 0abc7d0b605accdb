// `:::llms-exclude` … `:::`: shown on the page (and found by its search), kept
// out of its markdown copy and llms-full.txt (kept-out.ts). The comment pair
// `<!-- llms-exclude-start -->` … `<!-- llms-exclude-end -->` becomes one of
// these (remark-llms-exclude.ts).
import type { ContainerHandler } from './types.ts';
import { LLMS_EXCLUDE_CLASS } from '../kept-out.ts';

export const llmsExclude: ContainerHandler = (node) => {
  node.data = { hName: 'div', hProperties: { className: [LLMS_EXCLUDE_CLASS] } };
};
