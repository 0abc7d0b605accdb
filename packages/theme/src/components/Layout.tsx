import type { ReactNode } from 'react';
import { useShell } from '../context.tsx';
import { AnnouncementBar } from './AnnouncementBar.tsx';
import { Navbar } from './Navbar.tsx';
import { Footer } from './Footer.tsx';
import { MAIN_WRAPPER } from '../shared/shell-classes.ts';
import { overridable } from '../theme-components/overridable.tsx';

/** The shell on every page: skip link, announcement bar, navbar, content, footer. */
function ThemeLayout({ children, noFooter }: { children: ReactNode; noFooter?: boolean }) {
  const { site } = useShell();
  return (
    <>
      <div id="base-url-issue-banner" role="alert" style={{ border: 'thick solid red', backgroundColor: 'gold', margin: 20, padding: 20, fontSize: 20 }}>
        <p style={{ fontWeight: 'bold' }}>Your site did not load properly.</p>
        <p>
          This page was opened at a path that does not match the configured baseUrl <code>{site.config.baseUrl}</code>, so its styles and scripts could not load.
        </p>
        <p>
          Set <code>baseUrl</code> in <code>site/ctfdocs.config.yaml</code> to the path the site is served from, or serve the build at <code>{site.config.baseUrl}</code>.
        </p>
      </div>
      <a className="skip-to-content" href="#main-content">
        Skip to main content
      </a>
      <AnnouncementBar />
      <Navbar />
      <div className={MAIN_WRAPPER}>{children}</div>
      {noFooter ? null : <Footer />}
    </>
  );
}

export const Layout = overridable('Layout', ThemeLayout);
