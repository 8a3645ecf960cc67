/**
 * React Router's browser copy of the route manifest (`assets/manifest-<version>.js`),
 * without each route's `imports` list.
 *
 * Every page loads this file: it tells the router every route's path, module and flags
 * (has a loader, an error boundary...). With `ssr: false` React Router cannot send it
 * lazily, route by route (`routeDiscovery: { mode: "lazy" }` needs a server-rendered
 * app), so all 39 routes come with every page. Most of its weight, 2.4 of 3.6 KB with
 * brotli, is each route's list of the chunks its module imports. In the browser those
 * lists only serve `<PrefetchPageLinks>` and `<Link prefetch>`, which this site does not
 * use; importing a route's module loads what it imports anyway. The lists that put
 * `<link rel="modulepreload">` in the pages come from the server build's own manifest
 * (pre-rendering and `web/renderer`), which keeps them. The entry's `imports` stay too.
 */
export function trimClientManifest(source: string): string {
  const match = /^window\.__reactRouterManifest=(\{[\s\S]*\});?\s*$/.exec(source);
  if (!match?.[1]) throw new Error('not a React Router client manifest');
  const manifest = JSON.parse(match[1]) as { routes?: Record<string, Record<string, unknown>> };
  if (!manifest.routes) throw new Error('the React Router client manifest has no routes');
  for (const route of Object.values(manifest.routes)) delete route.imports;
  return `window.__reactRouterManifest=${JSON.stringify(manifest)};`;
}

/** The manifest's file name among the client build's assets (one per build). */
export const clientManifestFile = /^manifest-[0-9a-f]+\.js$/;
