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

export default defineConfig({
  plugins: [tailwindcss(), keepPageRenderer(), reactRouter(), seoFiles()],
  resolve: { alias: { '~': path.resolve('src/web') } },
  build: { assetsInlineLimit: 0 },
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
