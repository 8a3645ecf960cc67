import { ArrowUpRight, CalendarClock, FolderKanban, UsersRound } from 'lucide-react';
import { Link } from 'react-router';
import { accountCards } from '../dashboard-copy';
import { useConfiguredLink } from './use-configured-link';

const icons = [FolderKanban, UsersRound, CalendarClock];
const cardClass =
  'group flex items-start gap-3 rounded-xl border border-ink-800 bg-ink-950/40 p-4 transition-colors hover:border-ink-600';

/** "Manage Your Account": projects, clients and a call. */
export function AccountLinks() {
  const configured = useConfiguredLink();
  return (
    <section
      aria-labelledby="manage-heading"
      className="rounded-2xl border border-ink-800 bg-ink-900/70 p-5 sm:p-6"
    >
      <h2 id="manage-heading" className="text-xl font-semibold">
        Manage Your Account
      </h2>
      <ul className="mt-5 space-y-3">
        {accountCards.map((card, position) => {
          const Icon = icons[position] ?? FolderKanban;
          // The call card follows the booking link in the site settings: the built-in
          // booking page by default, or the studio's external calendar in a new tab.
          const href = configured(card.href);
          const opensElsewhere = /^https?:\/\//.test(href);
          const body = (
            <>
              <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-signal-400" />
              <span className="min-w-0 flex-1">
                <span className="flex items-center gap-1 font-semibold text-ink-100">
                  {card.title}
                  {opensElsewhere && (
                    <ArrowUpRight aria-hidden="true" className="size-4 text-ink-400" />
                  )}
                </span>
                <span className="mt-0.5 block text-sm text-ink-300">{card.description}</span>
              </span>
            </>
          );
          return (
            <li key={card.title}>
              {opensElsewhere ? (
                <a href={href} target="_blank" rel="noopener noreferrer" className={cardClass}>
                  {body}
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              ) : (
                <Link to={href} className={cardClass}>
                  {body}
                </Link>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
