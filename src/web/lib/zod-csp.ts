/**
 * Zod compiles object parsers with `new Function` when it may, and probes for that once,
 * when the first object schema is built. Our Content-Security-Policy forbids eval (no
 * 'unsafe-eval'), so the probe is reported as a violation on every page with a form.
 * Jitless mode skips the probe and the compiler. root.tsx imports this module first, so
 * it runs before any schema module is evaluated.
 *
 * Zod keeps its configuration in `globalThis.__zod_globalConfig` (shared by every copy of
 * zod on the page), so the flag is set there rather than through `z.config()`: importing
 * zod here would put its core (about 3.5 KB compressed) on every page, most of which
 * never build a schema. The object is mutated, not replaced, in case zod already holds
 * it; zod-csp.test.ts checks that zod reads the flag.
 */
// A module (for `declare global`), with nothing to export: importing it is the point.
export {};

declare global {
  var __zod_globalConfig: { jitless?: boolean } | undefined;
}

function configureZodForCsp(): void {
  globalThis.__zod_globalConfig ??= {};
  globalThis.__zod_globalConfig.jitless = true;
}

configureZodForCsp();
