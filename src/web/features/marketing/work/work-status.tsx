import type { WorkState } from '~/web/lib/work-content';

/** What a work page shows while its cases load, are missing or failed. */
export function WorkStatus({ state, empty }: { state: WorkState; empty: string }) {
  if (state.status === 'loading') {
    return (
      <p role="status" className="text-ink-300">
        Loading the work…
      </p>
    );
  }
  if (state.status === 'failed') {
    return (
      <p role="alert" className="text-ink-300">
        The work could not be loaded.{' '}
        <button
          type="button"
          className="font-semibold text-signal-300 underline"
          onClick={state.retry}
        >
          Try again
        </button>
      </p>
    );
  }
  if (state.status === 'missing') {
    return <p className="text-ink-300">This case study is not published.</p>;
  }
  return <p className="text-ink-300">{empty}</p>;
}
