import { describe, expect, it } from 'vitest';
import { loadSonner, onSonnerLoaded, toast } from './toast';

describe('toast facade', () => {
  it('loads sonner on the first toast and hands it the message and options', async () => {
    const loadedModules: unknown[] = [];
    onSonnerLoaded((module) => loadedModules.push(module));
    expect(loadedModules).toEqual([]);

    const action = { label: 'Sign In', onClick: () => {} };
    toast.error('No active session found', { action });
    toast.success('Subscribed!');
    const sonner = await loadSonner();
    await Promise.resolve();

    expect(loadedModules).toEqual([sonner]);
    const history = sonner.toast.getHistory();
    expect(history).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ type: 'error', title: 'No active session found', action }),
        expect.objectContaining({ type: 'success', title: 'Subscribed!' }),
      ]),
    );
    // Once loaded, a new listener hears about it at once.
    let heard = false;
    onSonnerLoaded(() => (heard = true));
    expect(heard).toBe(true);
  });
});
