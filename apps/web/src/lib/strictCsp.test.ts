import { describe, expect, it, vi } from 'vitest';

describe('strictCsp', () => {
  it("turns zod's compiled parsers off without importing zod", async () => {
    vi.resetModules();
    const page = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
    delete page.__zod_globalConfig?.jitless;
    await import('./strictCsp');
    const { config, z } = await import('zod');
    expect(config().jitless).toBe(true);
    // And parsing still works without them.
    expect(z.object({ name: z.string() }).parse({ name: 'Asha' })).toEqual({ name: 'Asha' });
  });
});
