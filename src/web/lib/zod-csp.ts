import { z } from 'zod';

/**
 * Zod compiles object parsers with `new Function` when it may, and probes for that once,
 * when the first object schema is built. Our Content-Security-Policy forbids eval (no
 * 'unsafe-eval'), so the probe is reported as a violation on every page with a form.
 * Jitless mode skips the probe and the compiler. root.tsx imports this module first, so
 * it runs before any schema module is evaluated.
 */
z.config({ jitless: true });
