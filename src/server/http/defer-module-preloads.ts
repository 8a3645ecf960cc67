/**
 * Pre-rendered pages name every script module they hydrate with as
 * `<link rel="modulepreload">` in the head: some thirty on a page, requested at high
 * priority at once, before the first paint. On a slow connection they take bandwidth from
 * the stylesheet and the HTML itself, while the page needs none of them to appear (it
 * hydrates after its first paint anyway). This moves them to just after the first paint:
 * a small inline script adds the same links then, a few per task, so the modules still
 * load in parallel instead of one import level at a time. React adopts those links when
 * it hydrates the head, as it would have adopted the pre-rendered ones.
 *
 * The body's module script (React Router's: it imports the route modules and the client
 * entry) would start the same downloads as soon as the parser reaches it, before the
 * first paint. It is kept in the page as an inert `text/plain` script with the same text
 * and run as a module then, from the head: the page's policy lists the hash of every
 * inline script's text, so the module the loader creates is allowed like the original.
 */

const modulePreloadPattern = /<link rel="modulepreload" href="([^"]+)"\s*\/?>/g;
const moduleScriptPattern = /<script type="module"(?: async="")?>([\s\S]*?)<\/script>/;

/** The inert copy of the body's module script, run by the loader after the first paint. */
export const heldModuleId = 'studio-hydration-module';

/**
 * Links added per task. Adding one starts its request there and then, which is not free
 * on a slow phone: thirty at once make a long task that delays the first tap, and even
 * four at a time measured over 50 ms with Lighthouse's 4x CPU slowdown.
 */
export const preloadsPerTask = 1;

/**
 * Milliseconds after which the links are added even though no first contentful paint
 * was reported (a page that paints no text or image): later than any paint the page
 * could wait for on a slow phone, so it never races the stylesheet.
 */
export const preloadFallbackMs = 5000;

/**
 * The inline script. It waits for the browser's own `first-contentful-paint` entry: an
 * animation frame is not a paint, and a task queued from one often runs before the
 * frame is on screen (on a busy phone, some hundred milliseconds before), so the
 * scripts' requests went out ahead of the paint they were meant to follow. Where paint
 * timing is unknown, after the next frame as before; in a tab opened in the background,
 * which paints nothing, at once.
 */
function preloadAfterFirstPaint(hrefs: readonly string[], holdsModule: boolean): string {
  // Escaped so that no href can close the script element.
  const list = JSON.stringify(hrefs).replace(/</g, '\\u003c');
  // Once the document is parsed (the held copy and the scripts after it are there).
  const runModule = holdsModule
    ? 'function runModule(){var held=document.getElementById("' +
      heldModuleId +
      '");if(!held)return;var script=document.createElement("script");script.type="module";' +
      'script.textContent=held.textContent;document.head.appendChild(script)}' +
      'if(document.readyState==="loading")document.addEventListener("DOMContentLoaded",runModule);' +
      'else runModule();'
    : '';
  return (
    '(function(hrefs){var started=false;function preload(from){' +
    `hrefs.slice(from,from+${preloadsPerTask}).forEach(function(href){` +
    'var link=document.createElement("link");link.rel="modulepreload";link.href=href;' +
    'document.head.appendChild(link)});' +
    `if(from+${preloadsPerTask}<hrefs.length)setTimeout(function(){preload(from+${preloadsPerTask})})}` +
    `function start(){if(started)return;started=true;preload(0);${runModule}}` +
    'if(document.visibilityState!=="visible")return start();' +
    'var observer=typeof PerformanceObserver=="function"&&PerformanceObserver;' +
    'if(!observer||(observer.supportedEntryTypes||[]).indexOf("paint")<0)' +
    'return requestAnimationFrame(function(){setTimeout(start)});' +
    'new observer(function(entries,self){' +
    'if(entries.getEntriesByName("first-contentful-paint").length){self.disconnect();setTimeout(start)}' +
    '}).observe({type:"paint",buffered:true});' +
    `setTimeout(start,${preloadFallbackMs})})(${list})`
  );
}

/**
 * The page with its module preloads and its module script deferred; a page without
 * module preloads comes back unchanged.
 */
export function deferModulePreloads(html: string): string {
  const hrefs = [...new Set([...html.matchAll(modulePreloadPattern)].map((match) => match[1]!))];
  if (hrefs.length === 0) return html;
  const headEnd = html.indexOf('</head>');
  if (headEnd < 0) throw new Error('A pre-rendered page has module preloads but no </head>');
  const withoutPreloads = html.slice(0, headEnd).replace(modulePreloadPattern, '');
  const body = html.slice(headEnd);
  const moduleScript = moduleScriptPattern.exec(body);
  const heldBody = moduleScript
    ? body.replace(
        moduleScript[0],
        // A function as the replacement: the module's text may hold "$&" and the like.
        () => `<script type="text/plain" id="${heldModuleId}">${moduleScript[1]}</script>`,
      )
    : body;
  const loader = preloadAfterFirstPaint(hrefs, moduleScript !== null);
  return `${withoutPreloads}<script>${loader}</script>${heldBody}`;
}
