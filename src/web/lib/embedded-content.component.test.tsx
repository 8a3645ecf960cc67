import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useEmbeddedContent } from './embedded-content';

interface Page {
  title: string;
}

function answer(status: number, body: unknown = {}) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('useEmbeddedContent', () => {
  it('is ready at once with the rendered content, and asks nothing', () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const { result } = renderHook(() => useEmbeddedContent<Page>('/api/page', { title: 'A' }));
    expect(result.current).toEqual({ status: 'ready', content: { title: 'A' } });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('fetches without it: loading, then ready', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(200, { title: 'B' })),
    );
    const { result } = renderHook(() => useEmbeddedContent<Page>('/api/page', null));
    expect(result.current.status).toBe('loading');
    await waitFor(() =>
      expect(result.current).toEqual({ status: 'ready', content: { title: 'B' } }),
    );
  });

  it('says missing on a 404', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(404)),
    );
    const { result } = renderHook(() => useEmbeddedContent<Page>('/api/page', null));
    await waitFor(() => expect(result.current.status).toBe('missing'));
  });

  it('offers a retry after a failure, which asks again', async () => {
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(answer(500))
      .mockResolvedValueOnce(answer(200, { title: 'C' }));
    vi.stubGlobal('fetch', fetch);
    const { result } = renderHook(() => useEmbeddedContent<Page>('/api/page', null));
    await waitFor(() => expect(result.current.status).toBe('failed'));
    const failed = result.current;
    if (failed.status !== 'failed') throw new Error('not failed');
    act(() => failed.retry());
    await waitFor(() =>
      expect(result.current).toEqual({ status: 'ready', content: { title: 'C' } }),
    );
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
