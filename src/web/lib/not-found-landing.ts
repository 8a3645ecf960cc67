import { createContext, useContext } from 'react';
import { useLocation } from 'react-router';
import { notFoundElementId } from '../../shared/not-found-page';

/** True while the server renders its answer to an unknown address (entry.server.tsx). */
export const RenderedNotFound = createContext(false);

const isNotFoundDocument =
  typeof document !== 'undefined' && document.getElementById(notFoundElementId) !== null;

/**
 * Whether this is the home page an unknown address landed on: only the page load's own
 * history entry (key "default"), so a later visit to `/` in the same tab shows no notice.
 */
export function useIsNotFoundLanding(): boolean {
  const isRendered = useContext(RenderedNotFound);
  const { key } = useLocation();
  return (isRendered || isNotFoundDocument) && key === 'default';
}
