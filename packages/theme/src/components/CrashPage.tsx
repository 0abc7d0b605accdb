// Spec §8, "page component crashes": what a reader sees instead of a page
// whose component threw. Only `ctfdocs serve` ever sends it: `ctfdocs build`
// fails on the same error instead of publishing a crashed page. Its texts
// come as a prop: the whole-page version renders without the shell's context.
import type { ThemeTexts } from '@ctfdocs/core';

/** The content area of a crashed page; the shell around it stays. */
export function CrashPanel({ message, texts }: { message: string; texts: ThemeTexts }) {
  return (
    <main id="main-content" className="page-main crash-page" tabIndex={-1}>
      <div className="container narrow" role="alert">
        <h1>{texts['theme.ErrorPageContent.title']}</h1>
        <p className="crash-page-message">{message}</p>
        <button type="button" className="button button-primary" data-crash-retry="">
          {texts['theme.ErrorPageContent.tryAgain']}
        </button>
      </div>
    </main>
  );
}

export interface CrashDocumentProps {
  message: string;
  lang: string;
  css: string;
  js: string;
  /** The colour-mode script, when the config still yields one. */
  inlineScript?: string;
  /** Served by `ctfdocs serve`: live reload and "Try again" re-render on the server. */
  dev: boolean;
  /** The site's Content-Security-Policy, for the meta element. */
  csp: string;
  texts: ThemeTexts;
}

/**
 * The whole-page version, for a crash outside the content (navbar, footer,
 * the document itself): it uses no other theme component, since any of them
 * may be the one that threw.
 */
export function CrashDocument({ message, lang, css, js, inlineScript, dev, csp, texts }: CrashDocumentProps) {
  return (
    <html lang={lang} dir="ltr" data-theme="light" data-dev={dev ? '' : undefined}>
      <head>
        <meta charSet="utf-8" />
        <meta httpEquiv="Content-Security-Policy" content={csp} />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{texts['theme.ErrorPageContent.title']}</title>
        <meta name="robots" content="noindex" />
        {inlineScript ? <script dangerouslySetInnerHTML={{ __html: inlineScript }} /> : null}
        <link rel="stylesheet" href={css} />
        <script src={js} defer type="module" />
      </head>
      <body>
        <CrashPanel message={message} texts={texts} />
      </body>
    </html>
  );
}
