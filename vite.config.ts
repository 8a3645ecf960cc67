import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { cpSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import { prerenderedPaths } from './src/shared/site-paths.ts';
import { defaultSiteOrigin, sitemapXml, withSitemapLine } from './src/shared/sitemap.ts';

/** sitemap.xml from the pre-rendered paths, and robots.txt pointing to it (client build). */
function seoFiles(): Plugin {
  const origin = process.env.VITE_SITE_ORIGIN ?? defaultSiteOrigin;
  return {
    name: 'studio-seo-files',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'sitemap.xml',
        source: sitemapXml(origin, prerenderedPaths),
      });
    },
    writeBundle({ dir }) {
      const robots = path.join(dir ?? '', 'robots.txt');
      if (existsSync(robots))
        writeFileSync(robots, withSitemapLine(readFileSync(robots, 'utf8'), origin));
    },
  };
}

/**
 * Keeps React Router's server build as `<build>/web/renderer`: with `ssr: false` React
 * Router deletes it after pre-rendering, but the server renders the public pages with it
 * again whenever the site settings change (see docs/decisions, settings in the first HTML
 * byte). Listed before reactRouter() so its copy runs before that deletion.
 */
function keepPageRenderer(): Plugin {
  return {
    name: 'studio-keep-page-renderer',
    apply: 'build',
    writeBundle({ dir }) {
      if (!this.environment || this.environment.name !== 'ssr' || !dir) return;
      const renderer = path.join(path.dirname(dir), 'renderer');
      rmSync(renderer, { recursive: true, force: true });
      cpSync(dir, renderer, { recursive: true });
    },
  };
}

/**
 * The small modules the root route imports, and so every page loads: left to the
 * bundler, each one shared with another route becomes a chunk of its own (a dozen of a
 * few hundred bytes on every page, each a request, with its own imports and exports).
 * One chunk holds them (and, as the bundler groups a module with what it imports, React
 * and the JSX runtime they use); it costs no page anything it did not load already.
 */
const rootModules = new Set(
  [
    'src/web/lib/use-is-hydrated.ts',
    'src/web/lib/use-browser-store.ts',
    'src/web/lib/use-media-query.ts',
    'src/web/lib/toast.ts',
    'src/web/lib/analytics.ts',
    'src/web/lib/pending-checkout-storage.ts',
    'src/web/lib/auth/auth-context.ts',
    'src/web/lib/auth/sign-out-intent.ts',
    'src/web/components/ui/spinner.tsx',
    'src/shared/analytics-events.ts',
    'src/shared/site-paths.ts',
    'src/shared/marketing/article-paths.ts',
  ].map((file) => path.resolve(file)),
);

export default defineConfig({
  plugins: [tailwindcss(), keepPageRenderer(), reactRouter(), seoFiles()],
  resolve: { alias: { '~': path.resolve('src') } },
  build: {
    assetsInlineLimit: 0,
    // No preload helper around dynamic imports: every page carried it (0.3 to 0.9 KB with
    // brotli, on the home page a tenth of its own code) for the lazy pieces, which load on
    // idle, on sight or on a press. Such a piece now asks for the chunks it imports once it
    // arrives instead of with it: one round trip more, after the page is in use. The
    // pages' own scripts are listed by React Router in the HTML and are not affected.
    modulePreload: false,
  },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                {
                  name: 'every-page',
                  test: (id) => rootModules.has(id),
                },
              ],
            },
          },
        },
      },
    },
  },
  server: {
    port: 5173,
    // In development the API server runs beside Vite; the browser only talks to Vite.
    proxy: Object.fromEntries(
      ['/api', '/auth', '/functions', '/storage', '/docs', '/healthz'].map((prefix) => [
        prefix,
        { target: 'http://127.0.0.1:3000', changeOrigin: false },
      ]),
    ),
  },
});
