// First: configures zod before any schema exists (see the module for why).
import './lib/zod-csp';
import { useEffect } from 'react';
import { Links, Meta, Outlet, Scripts, isRouteErrorResponse } from 'react-router';
import type { Route } from './+types/root';
import { CursorDot } from './components/layout/cursor-dot';
import { LazyToaster } from './components/layout/lazy-toaster';
import { PageViewBeacon } from './components/layout/page-view-beacon';
import { ScrollManager } from './components/layout/scroll-manager';
import { ServiceWorkerRegistration } from './components/layout/service-worker-registration';
import { Spinner } from './components/ui/spinner';
import { AuthProvider } from './lib/auth/auth-provider';
import { markHydrated } from './lib/use-is-hydrated';
// As a URL, rendered below with a precedence: React then writes the stylesheet at the top
// of <head>, before the dozens of module preloads it hoists there, so the one
// render-blocking request is not queued behind JavaScript (first paint on slow phones).
import appStylesheet from './app.css?url';
// Both faces, preloaded: every page's first screen opens with a heading and text in it.
// Found only when the stylesheet is applied, a face could arrive after the first paint and
// swap in then, and even a metric-matched fallback wraps a line or sizes a button a pixel
// differently (Lighthouse measured CLS up to 0.0016, "web font loaded", before the text
// face was preloaded). app.css names the same files, so each resolves to one hashed asset.
import displayFont from '@fontsource-variable/bricolage-grotesque/files/bricolage-grotesque-latin-wght-normal.woff2?url';
import textFont from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';

export const links: Route.LinksFunction = () => [
  // The PNGs are drawn at build time from the same mark (scripts/share-images.ts).
  { rel: 'icon', href: '/favicon-32.png', type: 'image/png', sizes: '32x32' },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'apple-touch-icon', href: '/apple-touch-icon.png' },
  { rel: 'manifest', href: '/manifest.webmanifest' },
];

export function Layout({ children }: { children: React.ReactNode }) {
  // The outermost component's effects run after the whole first render has mounted.
  useEffect(markHydrated, []);
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#07070c" />
        <Meta />
        <link rel="stylesheet" href={appStylesheet} precedence="default" />
        {[displayFont, textFont].map((font) => (
          <link
            key={font}
            rel="preload"
            as="font"
            type="font/woff2"
            href={font}
            crossOrigin="anonymous"
          />
        ))}
        <Links />
      </head>
      <body>
        {children}
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return (
    <AuthProvider>
      <Outlet />
      <ScrollManager />
      <CursorDot />
      <ServiceWorkerRegistration />
      <LazyToaster />
      <PageViewBeacon />
    </AuthProvider>
  );
}

/**
 * The app shell's screen until the app starts. Without JavaScript it never starts, so the
 * spinner gives way to a notice (the <noscript> style hides it) instead of turning forever.
 */
export function HydrateFallback() {
  return (
    <div className="grid min-h-screen place-items-center px-6">
      <div className="app-shell-spinner">
        <Spinner label="Loading" />
      </div>
      <noscript>
        <style>{'.app-shell-spinner{display:none}'}</style>
        <p className="max-w-md text-center text-ink-100">
          This screen needs JavaScript, which is turned off in this browser. Turn it on and reload
          the page, or go to the{' '}
          <a href="/" className="font-semibold text-signal-300 underline">
            home page
          </a>
          .
        </p>
      </noscript>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const title = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : 'Something went wrong';
  return (
    <main className="mx-auto max-w-xl px-6 py-24 text-center">
      <h1 className="text-3xl font-bold">{title}</h1>
      <p className="mt-4 text-ink-300">
        Please reload the page. If it keeps happening, let us know.
      </p>
      <a className="mt-8 inline-block text-signal-400 underline" href="/">
        Return to Home
      </a>
    </main>
  );
}
