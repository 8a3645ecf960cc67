import { useIsNotFoundLanding } from '../../../lib/not-found-landing';

/** The notice above the home page when an unknown address landed on it. */
export function NotFoundNotice() {
  if (!useIsNotFoundLanding()) return null;
  return (
    <p
      role="status"
      className="mx-auto mt-2 w-fit max-w-[calc(100%-2rem)] rounded-full border border-signal-500/50 bg-ink-900/90 px-4 py-2 text-center text-sm text-ink-100"
    >
      That page does not exist. Here is the home page.
    </p>
  );
}
