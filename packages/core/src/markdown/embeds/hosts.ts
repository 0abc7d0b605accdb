// What each known embed host needs from its frame's sandbox, and what to call
// its frame when the writer gave no title. A host that is not listed here
// (another origin in `embeds.allow`) gets DEFAULT_SANDBOX.
//
// Every player runs its own scripts (allow-scripts) and needs its own origin
// (allow-same-origin: without it the frame is an opaque origin, and the
// players refuse to start, having no storage or cookies). Being cross-origin,
// the frame still cannot reach the page; allow-scripts with allow-same-origin
// is only an escape for frames of the page's own origin, which embeds.allow
// cannot name. Nothing here allows top navigation: a frame cannot send the
// reader away from the page.
export interface EmbedHost {
  /** Names the frame for screen readers when the writer gave it no title. */
  title: string;
  sandbox: string[];
}

const PLAYER = ['allow-scripts', 'allow-same-origin', 'allow-popups', 'allow-presentation'];

/** Links and sign-in open in a new tab (allow-popups), which must not be sandboxed itself. */
export const DEFAULT_SANDBOX = ['allow-scripts', 'allow-same-origin', 'allow-popups', 'allow-popups-to-escape-sandbox'];

export const EMBED_HOSTS: Readonly<Record<string, EmbedHost>> = {
  // Videos: the logo and title link to the video's page (allow-popups), casting uses the Presentation API.
  'www.youtube-nocookie.com': { title: 'YouTube video', sandbox: [...PLAYER, 'allow-popups-to-escape-sandbox'] },
  'www.youtube.com': { title: 'YouTube video', sandbox: [...PLAYER, 'allow-popups-to-escape-sandbox'] },
  'player.vimeo.com': { title: 'Vimeo video', sandbox: [...PLAYER, 'allow-popups-to-escape-sandbox'] },
  // Live editors: their examples submit forms and open alerts and prompts (CodeSandbox's embed code asks for these).
  'codesandbox.io': { title: 'CodeSandbox example', sandbox: ['allow-scripts', 'allow-same-origin', 'allow-forms', 'allow-modals', 'allow-popups', 'allow-presentation'] },
  'stackblitz.com': { title: 'StackBlitz example', sandbox: ['allow-scripts', 'allow-same-origin', 'allow-forms', 'allow-modals', 'allow-popups'] },
};
