// What each hook of the plugin API is: its name, and the build phase that
// runs it (docs/architecture.md, "A build, phase by phase").
import type { Plugin } from '@ctfdocs/core';

export type HookName = Exclude<keyof Plugin, 'name'>;

export interface PluginHook<N extends HookName = HookName> {
  name: N;
  /** The phase that calls it, as `onPhase` names it. */
  phase: 'load' | 'client assets' | 'check' | 'post build';
}
