import type { SiteData } from '@ctfdocs/core';
import { localeConfig } from '@ctfdocs/core';
import { headScript } from '../head-script.ts';
import { Favicon } from './Favicon.tsx';

/**
 * A route that only sends the reader on (a docs instance's root to its
 * landing doc). It shows for a moment before the refresh: in the site's
 * colours and colour mode, so a dark-mode reader sees no white flash.
 */
export function RedirectDocument({ site, target, css, csp }: { site: SiteData; target: string; css: string; csp: string }) {
  const { config } = site;
  const locale = localeConfig(config, site.locale.current);
  return (
    <html lang={locale.htmlLang} dir={locale.direction} data-theme={config.themeConfig.colorMode.defaultMode}>
      <head>
        <meta charSet="utf-8" />
        <meta httpEquiv="Content-Security-Policy" content={csp} />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        <title>Redirecting…</title>
        <link rel="canonical" href={target} />
        <meta httpEquiv="refresh" content={`0; url=${target}`} />
        <meta name="robots" content="noindex" />
        <Favicon config={config} />
        <script dangerouslySetInnerHTML={{ __html: headScript(config) }} />
        <link rel="stylesheet" href={css} />
      </head>
      <body>
        <main className="page-main redirect-page">
          <p>
            This page has moved to <a href={target}>{target}</a>.
          </p>
        </main>
      </body>
    </html>
  );
}
