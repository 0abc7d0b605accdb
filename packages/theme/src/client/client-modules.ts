// Runs the client modules site plugins name (getClientModules), then the
// config's (clientModules): the renderer bundles each after the theme's
// client script, which imports them, so their code runs once per page load;
// their onRouteDidUpdate runs then and after each client-side navigation,
// as Docusaurus calls it. One that throws does not stop the others.
import type { ClientLocation, ClientModule } from '@ctfdocs/core/shared/client-module.ts';

const here = (): ClientLocation => ({ pathname: location.pathname, search: location.search, hash: location.hash });

export function runClientModules(modules: readonly ClientModule[]): void {
  let previous: ClientLocation | null = null;
  const routeDidUpdate = () => {
    const now = here();
    for (const m of modules) {
      try {
        m.onRouteDidUpdate?.({ location: now, previousLocation: previous });
      } catch (err) {
        console.error('ctfdocs: a client module failed in onRouteDidUpdate; the rest of the page still works.', err);
      }
    }
    previous = now;
  };
  routeDidUpdate();
  document.addEventListener('ctfdocs:navigated', routeDidUpdate);
}
