import type { ContainerDirective } from 'mdast-util-directive';
import type { FileContext } from '../context.ts';

/** What a container's handler may use besides its node. */
export interface ContainerScope {
  ctx: FileContext;
  /** A number for this page's next tab group, for the ids of its tabs and panels. */
  nextTabGroup(): number;
}

/** Turns one `:::name` container into the markup it stands for, in place. */
export type ContainerHandler = (node: ContainerDirective, scope: ContainerScope) => void;
