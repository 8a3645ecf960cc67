/** The part of the e-mail before the @, or "there". */
export function greetingName(email: string | undefined): string {
  return email?.split('@')[0] || 'there';
}

export function WelcomeBanner({
  email,
  stage,
  summary,
  ownership,
}: {
  email: string | undefined;
  stage?: number;
  summary?: string;
  ownership?: string | undefined;
}) {
  return (
    <section
      aria-labelledby="welcome-heading"
      className="relative isolate overflow-hidden rounded-2xl border border-ink-800 bg-gradient-to-br from-signal-600/25 via-ink-900 to-ink-900 p-6 sm:p-10"
    >
      <p className="text-sm font-semibold uppercase tracking-widest text-signal-300">Dashboard</p>
      <h1
        id="welcome-heading"
        className="mt-3 break-words text-3xl font-bold tracking-tight sm:text-4xl"
      >
        Welcome, {greetingName(email)}!
      </h1>
      <p className="mt-3 max-w-2xl text-ink-300">
        Here is where your Signal System journey stands and what to do next.
      </p>
      {stage !== undefined && (
        <p className="mt-5 inline-flex flex-wrap items-center gap-x-2 gap-y-0.5 rounded-2xl border border-ink-700 bg-ink-950/60 px-4 py-1.5 text-sm text-ink-100">
          <span className="font-semibold text-signal-300">Stage {stage} of 6</span>
          <span aria-hidden="true" className="hidden text-ink-600 sm:inline">
            |
          </span>
          {summary}
        </p>
      )}
      {ownership && (
        <p data-testid="dashboard-ownership" className="mt-3 max-w-2xl text-sm text-ink-100">
          {ownership}
        </p>
      )}
    </section>
  );
}
