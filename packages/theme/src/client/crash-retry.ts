// "Try again" on the crash page (spec §8). Pages are rendered on the server,
// so trying again means rendering again there: `ctfdocs serve` re-renders
// the site on request, then the page loads afresh. Only the crash page has
// the button, so this is a chunk of its own (entry.ts loads it there).
import { serveEndpoint } from './serve-endpoint.ts';

export function setupCrashRetry(button: HTMLButtonElement) {
  button.addEventListener('click', async () => {
    button.disabled = true;
    await fetch(serveEndpoint('rerender'), { method: 'POST', cache: 'no-store' }).catch(() => undefined);
    location.reload();
  });
}
