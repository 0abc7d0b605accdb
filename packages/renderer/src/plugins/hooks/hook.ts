// What each hook of the plugin API is: its name, and the build phase that
// runs it (docs/architecture.md, "A build, phase by phase").
import type { Plugin } from '@ctfdocs/core';

export type HookName = Exclude<keyof Plugin, 'name'>;

export interface PluginHook<N extends HookName = HookName> {
  name: N;
  /** The phase that calls it, as `onPhase` names it. */
  phase: 'load' | 'client assets' | 'check' | 'post build';
  /** A value the plugin returns in place of a function: its shape (load.ts checks it) and how to fix one of another. */
  value?: {
    schema: { safeParse(value: unknown): { success: true } | { success: false; error: { issues: ReadonlyArray<{ path: PropertyKey[]; message: string }> } } };
    hint: string;
  };
}
