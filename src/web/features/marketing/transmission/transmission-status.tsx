import type { TransmissionState } from '~/web/lib/transmission-content';

/** What a Transmission page shows while its articles load, are missing or failed. */
export function TransmissionStatus({
  state,
  empty,
}: {
  state: TransmissionState;
  /** Shown when the articles loaded and there is none to show. */
  empty: string;
}) {
  if (state.status === 'loading') {
    return (
      <p role="status" className="text-ink-300">
        Loading the transmissions…
      </p>
    );
  }
  if (state.status === 'failed') {
    return (
      <p role="alert" className="text-ink-300">
        The transmissions could not be loaded.{' '}
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
    return <p className="text-ink-300">This transmission is not published.</p>;
  }
  return <p className="text-ink-300">{empty}</p>;
}
