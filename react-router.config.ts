import type { Config } from '@react-router/dev/config';
import { prerenderedPaths } from './src/shared/site-paths.ts';

export default {
  appDirectory: 'src/web',
  // STUDIO_BUILD_DIR lets a second build (tests, a teammate's run) live beside the main one.
  buildDirectory: `${process.env.STUDIO_BUILD_DIR ?? 'dist'}/web`,
  // Public pages become static HTML at build time; app screens render in the browser.
  ssr: false,
  prerender: [...prerenderedPaths],
} satisfies Config;
