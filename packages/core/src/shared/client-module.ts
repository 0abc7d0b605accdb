// What a client module a site plugin names (getClientModules) may export,
// read by the client script that runs it (theme's client/client-modules.ts)
// and published with the plugin API (plugins/api.ts): Docusaurus's
// onRouteDidUpdate, called when the page loads and after each client-side
// navigation.

/** Where the reader is. */
export interface ClientLocation {
  pathname: string;
  search: string;
  hash: string;
}

export interface ClientModule {
  onRouteDidUpdate?(args: { location: ClientLocation; previousLocation: ClientLocation | null }): void;
}
