import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// React's act() warnings need this flag in a non-Jest runner.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.localStorage.clear();
});
