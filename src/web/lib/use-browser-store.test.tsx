import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { useBrowserStore } from './use-browser-store';

describe('useBrowserStore', () => {
  it('pre-renders the server snapshot without reading the browser', () => {
    const getSnapshot = vi.fn(() => 'browser');
    function Reader() {
      return <p>{useBrowserStore(() => () => {}, getSnapshot, 'server')}</p>;
    }
    expect(renderToString(<Reader />)).toBe('<p>server</p>');
    expect(getSnapshot).not.toHaveBeenCalled();
  });
});
