import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { loadSonner } from '../lib/toast';

// React's act() warnings need this flag in a non-Jest runner.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// findBy/waitFor give up after 1 s by default: on a loaded machine (CI, parallel work) a
// screen's first render can take longer, and a slow pass read as a failure.
configure({ asyncUtilTimeout: 5000 });

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  window.localStorage.clear();
  // sonner keeps its toasts in a module-wide store and replays the active ones to the next
  // toaster that mounts: without this, a test's toast (4 s long) showed in the next test,
  // and a findByText for the same words there could pass on the old one.
  (await loadSonner()).toast.dismiss();
});
