// Class names of the shell's landmarks that more than the component drawing
// them relies on: the renderer cuts content chunks at them
// (renderer/src/content-chunks.ts) and the client script finds them
// (client/router.ts, sidebar-scroll.ts, mobile-sidebar.ts, hide-on-scroll.ts).
// styles.css names them too.

/** `<nav>`: the navbar (components/Navbar.tsx). */
export const NAVBAR = 'navbar';
/** The element holding the page's content beside the navbar (components/Layout.tsx). */
export const MAIN_WRAPPER = 'main-wrapper';
/** `<aside>`: a docs sidebar (components/Sidebar.tsx) or an API reference's list of operations. */
export const DOC_SIDEBAR = 'doc-sidebar';
