// Google Analytics 4 (gtag.js) with IP anonymisation, only when the server
// asked for it: production builds of sites with themeConfig.analytics. The
// first page view is sent by the `config` call; client-side navigations send
// their own.
import type { NavConfig } from '../shared/nav-config.ts';

type Gtag = (...args: unknown[]) => void;

export function setupAnalytics({ trackingID, anonymizeIP }: NonNullable<NavConfig['gtag']>) {
  const w = window as unknown as { dataLayer?: unknown[]; gtag?: Gtag };
  const layer = (w.dataLayer ??= []);
  // gtag.js reads Arguments objects from the data layer, not arrays.
  w.gtag = function gtag() {
    // biome-ignore lint/complexity/noArguments: the data layer needs the Arguments object itself.
    layer.push(arguments);
  };
  w.gtag('js', new Date());
  w.gtag('config', trackingID, anonymizeIP ? { anonymize_ip: true } : {});
  const script = document.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(trackingID)}`;
  document.head.append(script);
  document.addEventListener('ctfdocs:navigated', () => {
    w.gtag?.('event', 'page_view', { page_title: document.title, page_location: location.href, page_path: location.pathname + location.search });
  });
}
