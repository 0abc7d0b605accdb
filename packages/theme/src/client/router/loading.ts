// What the reader sees while a page loads and when it fails: the progress
// bar, the spinner after pageLoader.delay over the content being replaced,
// and the error with its Retry button (spec §8, "page chunk fails to load").
import type { NavConfig } from '../../shared/nav-config.ts';
import { DOC_SIDEBAR, MAIN_WRAPPER } from '../../shared/shell-classes.ts';
import { createProgressBar } from '../progress-bar.ts';
import { el, withAttributes } from '../dom.ts';
import { NAVIGATION_TEXTS } from '@ctfdocs/core/shared/navigation-texts.ts';
import { textsOf } from '../texts.ts';

const text = textsOf(NAVIGATION_TEXTS);

export function createLoadingIndicator(config: NavConfig) {
  const progress = createProgressBar(config.progressBar);
  let loaderTimer: ReturnType<typeof setTimeout> | undefined;
  const showLoader = () => {
    const loader = withAttributes(el('div', 'page-loader'), { role: 'status' });
    loader.append(withAttributes(el('span', 'page-loader-spinner'), { 'aria-hidden': 'true' }), el('span', 'visually-hidden', text('ctfdocs.PageLoader.label')));
    document.querySelector(`.${MAIN_WRAPPER}`)?.append(loader);
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
  const main = withAttributes(el('main', 'page-main page-load-error'), { id: 'main-content', tabindex: '-1' });
  const alert = withAttributes(el('div'), { role: 'alert' });
  const title = el('p');
  title.append(el('b', undefined, text('ctfdocs.PageLoadError.title')));
  const button = withAttributes(el('button', 'button button-primary', text('ctfdocs.PageLoadError.retry')), { type: 'button' });
  button.addEventListener('click', retry);
  alert.append(title, el('p', undefined, text('ctfdocs.PageLoadError.help')), button);
  main.append(alert);
  // The docs sidebar stays: the reader can pick another page from it.
  const shown = document.getElementById('main-content');
  if (shown && document.querySelector(`aside.${DOC_SIDEBAR}`)) shown.replaceWith(main);
  else document.querySelector(`.${MAIN_WRAPPER}`)?.replaceChildren(main);
  window.scrollTo({ top: 0, behavior: 'instant' });
  document.getElementById('main-content')?.focus({ preventScroll: true });
}
