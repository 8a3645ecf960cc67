import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import {
  deferModulePreloads,
  heldModuleId,
  preloadFallbackMs,
  preloadsPerTask,
} from './defer-module-preloads.ts';

const page = (head: string, body = '<p>Hi</p>') =>
  `<!DOCTYPE html><html><head><meta charSet="utf-8"/>${head}</head><body>${body}</body></html>`;

const preloads =
  '<link rel="stylesheet" href="/assets/app.css"/>' +
  '<link rel="modulepreload" href="/assets/entry.js"/>' +
  '<link rel="modulepreload" href="/assets/root.js"/>';

function inlineScript(html: string): string {
  const script = /<script>([\s\S]*?)<\/script><\/head>/.exec(html)?.[1];
  if (script === undefined) throw new Error('no inline script at the end of the head');
  return script;
}

type PaintCallback = (
  entries: { getEntriesByName: (name: string) => unknown[] },
  observer: { disconnect: () => void },
) => void;

/**
 * A browser's PerformanceObserver reduced to paint entries: `paint(name)` reports one
 * to every observer still connected.
 */
function paintTiming() {
  const observers: { callback: PaintCallback; isConnected: boolean }[] = [];
  class PerformanceObserver {
    static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
    private readonly entry: { callback: PaintCallback; isConnected: boolean };
    constructor(callback: PaintCallback) {
      this.entry = { callback, isConnected: false };
    }
    observe(options: { type: string; buffered: boolean }) {
      expect(options).toEqual({ type: 'paint', buffered: true });
      this.entry.isConnected = true;
      observers.push(this.entry);
    }
  }
  const paint = (name: string) => {
    for (const entry of observers.filter((candidate) => candidate.isConnected)) {
      entry.callback(
        { getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) },
        { disconnect: () => (entry.isConnected = false) },
      );
    }
  };
  return { PerformanceObserver, paint };
}

/** Runs the inline script against a minimal document and reports the links it adds. */
function runScript(
  script: string,
  visibilityState: 'visible' | 'hidden',
  browser: { PerformanceObserver?: unknown } = {},
  parsing: { heldModule?: string; isLoading?: boolean } = {},
) {
  const added: { rel: string; href: string; type?: string; textContent?: string }[] = [];
  const whenParsed: (() => void)[] = [];
  const frames: (() => void)[] = [];
  const timers: (() => void)[] = [];
  const delays: number[] = [];
  runInNewContext(script, {
    ...browser,
    document: {
      visibilityState,
      readyState: parsing.isLoading ? 'loading' : 'interactive',
      addEventListener: (type: string, listener: () => void) => {
        expect(type).toBe('DOMContentLoaded');
        whenParsed.push(listener);
      },
      getElementById: (id: string) =>
        id === heldModuleId && parsing.heldModule !== undefined
          ? { textContent: parsing.heldModule }
          : null,
      createElement: (tag: string) => (tag === 'link' ? { rel: '', href: '' } : { type: '' }),
      head: { appendChild: (element: (typeof added)[number]) => added.push(element) },
    },
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    setTimeout: (callback: () => void, delay = 0) => {
      timers.push(callback);
      delays.push(delay);
    },
  });
  /** Runs queued timers one task at a time, reporting how many links each task added. */
  const runTimers = () => {
    const perTask: number[] = [];
    while (timers.length > 0) {
      const before = added.length;
      timers.shift()!();
      perTask.push(added.length - before);
    }
    return perTask;
  };
  return { added, frames, delays, runTimers, whenParsed };
}

describe('deferModulePreloads', () => {
  it('takes the module preloads out of the head and keeps everything else', () => {
    const html = deferModulePreloads(page(preloads));
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).toContain('<link rel="stylesheet" href="/assets/app.css"/>');
    expect(html).toContain('<body><p>Hi</p></body>');
  });

  it('adds the same preloads after the first paint, in order', () => {
    const script = inlineScript(deferModulePreloads(page(preloads)));
    const { added, frames, runTimers } = runScript(script, 'visible');
    expect(added).toEqual([]);
    frames.forEach((frame) => frame());
    expect(added).toEqual([]);
    runTimers();
    expect(added).toEqual([
      { rel: 'modulepreload', href: '/assets/entry.js' },
      { rel: 'modulepreload', href: '/assets/root.js' },
    ]);
  });

  it('waits for the first contentful paint the browser reports, not for a frame', () => {
    const timing = paintTiming();
    const script = inlineScript(deferModulePreloads(page(preloads)));
    const { added, frames, delays, runTimers } = runScript(script, 'visible', {
      PerformanceObserver: timing.PerformanceObserver,
    });
    expect(frames).toEqual([]);
    // A paint without content (the background) is not the one the scripts wait for.
    timing.paint('first-paint');
    expect(delays).toEqual([preloadFallbackMs]);
    timing.paint('first-contentful-paint');
    expect(added).toEqual([]);
    runTimers();
    expect(added).toEqual([
      { rel: 'modulepreload', href: '/assets/entry.js' },
      { rel: 'modulepreload', href: '/assets/root.js' },
    ]);
  });

  it('adds them once only, after a late paint or the fallback, whichever comes first', () => {
    const timing = paintTiming();
    const script = inlineScript(deferModulePreloads(page(preloads)));
    const { added, runTimers } = runScript(script, 'visible', {
      PerformanceObserver: timing.PerformanceObserver,
    });
    // The fallback timer is the only task queued before any paint: run it.
    runTimers();
    expect(added.map((link) => link.href)).toEqual(['/assets/entry.js', '/assets/root.js']);
    timing.paint('first-contentful-paint');
    runTimers();
    expect(added).toHaveLength(2);
  });

  it('adds a few per task, so no single task adds them all', () => {
    const many = Array.from({ length: 10 }, (_, index) => `/assets/m${index}.js`);
    const head = many.map((href) => `<link rel="modulepreload" href="${href}"/>`).join('');
    const { added, frames, runTimers } = runScript(
      inlineScript(deferModulePreloads(page(head))),
      'visible',
    );
    frames.forEach((frame) => frame());
    const perTask = runTimers();
    expect(perTask.length).toBeGreaterThan(1);
    expect(Math.max(...perTask)).toBeLessThanOrEqual(preloadsPerTask);
    expect(added.map((link) => link.href)).toEqual(many);
  });

  it('starts at once in a background tab, which never paints', () => {
    const script = inlineScript(deferModulePreloads(page(preloads)));
    const { added, frames, runTimers } = runScript(script, 'hidden');
    expect(frames).toEqual([]);
    expect(added.map((link) => link.href)).toEqual(
      ['/assets/entry.js', '/assets/root.js'].slice(0, preloadsPerTask),
    );
    runTimers();
    expect(added.map((link) => link.href)).toEqual(['/assets/entry.js', '/assets/root.js']);
  });

  it('holds the module script back as inert text and runs it as a module after the paint', () => {
    const moduleText =
      'import "/assets/manifest.js";\nimport * as route0 from "/assets/root.js";\n' +
      'window.__reactRouterRouteModules = {"root":route0}; // $& stays as it is\n' +
      'import("/assets/entry.js");';
    const html = deferModulePreloads(
      page(preloads, `<p>Hi</p><script type="module" async="">${moduleText}</script>`),
    );
    expect(html).not.toContain('<script type="module"');
    // The same text, so the hash the page's policy lists for it allows the module.
    expect(html).toContain(`<script type="text/plain" id="${heldModuleId}">${moduleText}</script>`);

    const timing = paintTiming();
    const { added, runTimers, whenParsed } = runScript(
      inlineScript(html),
      'visible',
      { PerformanceObserver: timing.PerformanceObserver },
      { heldModule: moduleText, isLoading: true },
    );
    timing.paint('first-contentful-paint');
    runTimers();
    expect(added.map((element) => element.type)).toEqual([undefined, undefined]);
    // Painted while the parser was still on the body: the module waits for the rest.
    whenParsed.forEach((listener) => listener());
    expect(added.slice(2)).toEqual([{ type: 'module', textContent: moduleText }]);
  });

  it('runs the held module at once when the document is parsed by the first paint', () => {
    const html = deferModulePreloads(
      page(preloads, '<p>Hi</p><script type="module" async="">import "/a.js";</script>'),
    );
    const { added, frames, runTimers } = runScript(
      inlineScript(html),
      'visible',
      {},
      { heldModule: 'import "/a.js";' },
    );
    frames.forEach((frame) => frame());
    runTimers();
    expect(added.filter((element) => element.type === 'module')).toEqual([
      { type: 'module', textContent: 'import "/a.js";' },
    ]);
  });

  it('leaves a page without module preloads as it is', () => {
    const html = page('<title>Plain</title>');
    expect(deferModulePreloads(html)).toBe(html);
  });

  it('lists a module once and cannot be broken out of by an href', () => {
    const html = deferModulePreloads(
      page(
        '<link rel="modulepreload" href="/a.js"/><link rel="modulepreload" href="/a.js"/>' +
          '<link rel="modulepreload" href="/x</script><script>alert(1)//.js"/>',
      ),
    );
    const script = inlineScript(html);
    expect(script).not.toContain('</script>');
    const { added, runTimers } = runScript(script, 'hidden');
    runTimers();
    expect(added.map((link) => link.href)).toEqual(['/a.js', '/x</script><script>alert(1)//.js']);
  });
});
