// Reads the options the server wrote into <html data-nav>.
import type { NavConfig } from '../shared/nav-config.ts';

export function readNavConfig(): NavConfig | undefined {
  const raw = document.documentElement.dataset.nav;
  if (!raw) return undefined;
  try {
    return JSON.parse(raw) as NavConfig;
  } catch {
    return undefined;
  }
}
