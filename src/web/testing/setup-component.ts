import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// React's act() warnings need this flag in a non-Jest runner.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// findBy/waitFor give up after 1 s by default: on a loaded machine (CI, parallel work) a
// screen's first render can take longer, and a slow pass read as a failure.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.localStorage.clear();
});
