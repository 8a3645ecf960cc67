import { afterEach, describe, expect, it, vi } from 'vitest';

const realFunction = globalThis.Function;
afterEach(() => {
  globalThis.Function = realFunction;
});

describe('zod-csp', () => {
  it('keeps zod from compiling or probing with new Function (CSP without unsafe-eval)', async () => {
    vi.resetModules();
    delete globalThis.__zod_globalConfig;
    await import('./zod-csp');
    const { z } = await import('zod');
    const compiled: string[] = [];
    globalThis.Function = new Proxy(realFunction, {
      construct(target, args: string[]) {
        compiled.push(args.join(','));
        return Reflect.construct(target, args) as object;
      },
    });
    const schema = z.object({ name: z.string(), count: z.number() });
    expect(schema.parse({ name: 'a', count: 1 })).toEqual({ name: 'a', count: 1 });
    expect(schema.safeParse({ name: 1 }).success).toBe(false);
    expect(compiled).toEqual([]);
    expect(z.config().jitless).toBe(true);
  });

  it('turns on jitless mode for zod loaded before it, keeping its other settings', async () => {
    vi.resetModules();
    delete globalThis.__zod_globalConfig;
    const { z } = await import('zod');
    z.config({ customError: () => 'custom' });
    await import('./zod-csp');
    expect(z.config().jitless).toBe(true);
    expect(z.config().customError).toBeTypeOf('function');
  });
});
