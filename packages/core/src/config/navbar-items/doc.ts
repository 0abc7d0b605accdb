// `type: doc`: a link to one doc, which must be a doc of the instance (a
// draft counts: it is left out of a build, and a link to it is no error).
import type { NavbarItemCheck } from './shared.ts';

export const checkDocItem: NavbarItemCheck = (item, inst) => {
  if (!item.docId) return [{ key: 'docId', message: 'a doc item needs a docId', hint: 'Add docId: <doc id>.' }];
  if (inst && !inst.docs.some((d) => d.id === item.docId)) {
    return [{ key: 'docId', message: `no doc "${item.docId}" in instance "${inst.config.id}"`, hint: 'Use an existing doc id (its path without .md under the instance folder).' }];
  }
  return [];
};
