import { LayoutDashboard } from 'lucide-react';
import { Link } from 'react-router';

/**
 * The fixed shortcut signed-in visitors see on the landing pages (on a phone, inside the
 * chat button's bottom dock). The route decides who is signed in, so this feature does
 * not depend on the auth feature. Pages load it lazily, when someone is signed in: most
 * visitors never need its code.
 */
export function GoToDashboardLink({ isSignedIn }: { isSignedIn: boolean }) {
  if (!isSignedIn) return null;
  return (
    <Link
      to="/todos"
      data-above-bottom-chrome
      className="fixed bottom-4 left-4 z-50 inline-flex items-center gap-2 rounded-full border border-signal-500/50 bg-ink-950/90 px-4 py-2 text-sm font-semibold text-ink-100 shadow-lg shadow-black/40 backdrop-blur hover:border-signal-400 hover:bg-ink-900 sm:bottom-5"
    >
      <LayoutDashboard aria-hidden="true" className="size-4 text-signal-400" />
      Go to Dashboard
    </Link>
  );
}
