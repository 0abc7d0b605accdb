// The thin bar at the top of the window while a page loads (nprogress's
// behaviour): it appears only when loading takes longer than `delay`, starts
// at `minimum`, creeps forward by up to `trickleRate` every `trickleSpeed` ms,
// and runs to the end and fades out when the page arrives. `speed` is the
// duration of each step's animation.
import type { NavConfig } from '../shared/nav-config.ts';

export function createProgressBar(opts: NavConfig['progressBar']) {
  let el: HTMLElement | undefined;
  let bar: HTMLElement | undefined;
  let value = 0;
  let delayTimer: ReturnType<typeof setTimeout> | undefined;
  let trickleTimer: ReturnType<typeof setInterval> | undefined;

  const set = (n: number) => {
    value = Math.min(Math.max(n, opts.minimum), 1);
    bar!.style.transition = `transform ${opts.speed}ms linear`;
    bar!.style.transform = `translateX(${(value - 1) * 100}%)`;
    el!.setAttribute('aria-valuenow', String(Math.round(value * 100)));
  };
  const show = () => {
    el?.remove();
    el = document.createElement('div');
    el.className = 'nprogress';
    el.setAttribute('role', 'progressbar');
    el.setAttribute('aria-label', 'Loading page');
    el.setAttribute('aria-valuemin', '0');
    el.setAttribute('aria-valuemax', '100');
    bar = document.createElement('div');
    bar.className = 'nprogress-bar';
    el.append(bar);
    document.body.append(el);
    set(opts.minimum);
    trickleTimer = setInterval(() => set(Math.min(value + Math.random() * opts.trickleRate, 0.994)), opts.trickleSpeed);
  };
  const stop = () => {
    clearTimeout(delayTimer);
    clearInterval(trickleTimer);
  };
  return {
    start() {
      stop();
      delayTimer = setTimeout(show, opts.delay);
    },
    done() {
      stop();
      const shown = el;
      if (!shown) return;
      set(1);
      el = undefined;
      setTimeout(() => {
        shown.style.opacity = '0';
        setTimeout(() => shown.remove(), opts.speed);
      }, opts.speed);
    },
  };
}
