import type { ApiDocument, ApiOperation } from '@ctfdocs/core';
import { MarkdownTrees } from './markdown-trees.ts';
import { OperationDetails } from './OperationDetails.tsx';

/** An operation's details alone, as the file a large reference loads when the reader opens them. */
export function ApiOperationDetails({ op, api }: { op: ApiOperation; api: ApiDocument }) {
  return (
    <MarkdownTrees.Provider value={api.markdown}>
      <OperationDetails op={op} api={api} />
    </MarkdownTrees.Provider>
  );
}
