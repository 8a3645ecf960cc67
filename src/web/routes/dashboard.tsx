import { useAuth } from '../features/auth/auth-context';
import { pageMeta } from '../lib/page-meta';

export const meta = () => [
  ...pageMeta({
    title: 'Dashboard',
    description: 'Your Signal System journey, projects and next steps.',
    path: '/dashboard',
  }),
  { name: 'robots', content: 'noindex' },
];

/** The part of the e-mail before the @, or "there". */
function greetingName(email: string | undefined): string {
  return email?.split('@')[0] || 'there';
}

export default function DashboardPage() {
  const { user } = useAuth();
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
      <section
        aria-labelledby="welcome-heading"
        className="relative isolate overflow-hidden rounded-2xl border border-ink-800 bg-gradient-to-br from-signal-600/25 via-ink-900 to-ink-900 p-6 sm:p-10"
      >
        <p className="text-sm font-semibold uppercase tracking-widest text-signal-300">Dashboard</p>
        <h1 id="welcome-heading" className="mt-3 text-3xl font-bold tracking-tight sm:text-4xl">
          Welcome, {greetingName(user?.email)}!
        </h1>
        <p className="mt-3 max-w-2xl text-ink-300">
          Here is where your Signal System journey stands and what to do next.
        </p>
      </section>
    </div>
  );
}
