// What the reader sees while a page loads and when it fails: the progress
// bar, the spinner after pageLoader.delay over the content being replaced,
// and the error with its Retry button (spec §8, "page chunk fails to load").
import type { NavConfig } from '../../shared/nav-config.ts';
import { DOC_SIDEBAR, MAIN_WRAPPER } from '../../shared/shell-classes.ts';
import { createProgressBar } from '../progress-bar.ts';
import { fragment } from './swap.ts';

export function createLoadingIndicator(config: NavConfig) {
  const progress = createProgressBar(config.progressBar);
  let loaderTimer: ReturnType<typeof setTimeout> | undefined;
  const showLoader = () => {
    const el = document.createElement('div');
    el.className = 'page-loader';
    el.setAttribute('role', 'status');
    el.innerHTML = '<span class="page-loader-spinner" aria-hidden="true"></span><span class="visually-hidden">Loading page…</span>';
    document.querySelector(`.${MAIN_WRAPPER}`)?.append(el);
  };
  const stopLoader = () => {
    clearTimeout(loaderTimer);
    document.querySelector('.page-loader')?.remove();
  };
  return {
    start() {
      progress.start();
      stopLoader();
      loaderTimer = setTimeout(showLoader, config.pageLoader.delay);
    },
    done() {
      progress.done();
      stopLoader();
    },
  };
}

/** In place of the content: the page could not be loaded, and a Retry button that calls `retry`. */
export function showLoadError(retry: () => void) {
  const main = fragment(
    '<main id="main-content" class="page-main page-load-error" tabindex="-1"><div role="alert"><p><b>This page could not be loaded.</b></p><p>Check your network connection and try again.</p><button type="button" class="button button-primary">Retry</button></div></main>',
  );
  main.querySelector('button')!.addEventListener('click', retry);
  // The docs sidebar stays: the reader can pick another page from it.
  const shown = document.getElementById('main-content');
  if (shown && document.querySelector(`aside.${DOC_SIDEBAR}`)) shown.replaceWith(main);
  else document.querySelector(`.${MAIN_WRAPPER}`)?.replaceChildren(main);
  window.scrollTo({ top: 0, behavior: 'instant' });
  document.getElementById('main-content')?.focus({ preventScroll: true });
}
