// Pages with a diagram load the code that draws it, and Mermaid with it;
// on other pages this is all the diagrams cost.
import { MERMAID_SELECTOR } from '@ctfdocs/core/shared/page-features.ts';

export async function setupDiagrams(signal: AbortSignal) {
  const diagrams = [...document.querySelectorAll<HTMLElement>(MERMAID_SELECTOR)];
  if (!diagrams.length) return;
  const { drawDiagrams } = await import('./diagrams/draw.ts');
  await drawDiagrams(diagrams, signal);
}
