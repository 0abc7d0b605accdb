// The one inline script: runs before first paint so the page never flashes
// the wrong colour mode or a dismissed announcement bar. Kept tiny; its hash
// goes into the Content-Security-Policy.
import type { SiteConfig } from '@ctfdocs/core';
import { STORAGE_KEYS } from './shared/storage-keys.ts';

export { STORAGE_KEYS };

export function headScript(config: SiteConfig): string {
  const { defaultMode, respectPrefersColorScheme } = config.themeConfig.colorMode;
  const bar = config.themeConfig.announcementBar;
  return [
    '(function(){var d=document.documentElement;d.classList.add("js");var g=function(k){try{return localStorage.getItem(k)}catch(e){return null}};',
    `var s=g(${JSON.stringify(STORAGE_KEYS.theme)});`,
    `var m=s==="dark"||s==="light"?s:(${respectPrefersColorScheme}&&window.matchMedia&&matchMedia("(prefers-color-scheme: dark)").matches?"dark":${JSON.stringify(defaultMode)});`,
    'd.setAttribute("data-theme",m);',
    // The search shortcut reads ⌘ K on Apple devices, Ctrl K elsewhere, from the first paint.
    'if(/Mac|iPhone|iPad|iPod/.test(navigator.platform||navigator.userAgent))d.setAttribute("data-apple","");',
    bar
      ? `if(g(${JSON.stringify(STORAGE_KEYS.announcementDismiss)})==="true"&&g(${JSON.stringify(STORAGE_KEYS.announcementId)})===${JSON.stringify(bar.id)})d.setAttribute("data-announcement-dismissed","");`
      : '',
    '})();',
  ].join('');
}
