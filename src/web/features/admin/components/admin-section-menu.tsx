import { Link, useLocation } from 'react-router';
import { adminSectionLinks, adminSectionPath } from './admin-sections';

/**
 * The admin area's section menu, the same on every admin page: a wrapping row of pills on
 * a wide screen, one row that scrolls sideways on a phone. The current section is marked.
 */
export function AdminSectionMenu() {
  const { pathname } = useLocation();
  return (
    <nav aria-label="Admin sections" className="-mx-4 mb-8 px-4 sm:mx-0 sm:px-0">
      <ul className="flex gap-2 overflow-x-auto pb-1 sm:flex-wrap sm:overflow-visible">
        {adminSectionLinks.map(({ slug, label }) => {
          const path = adminSectionPath(slug);
          const isCurrent = pathname === path || pathname === `${path}/`;
          return (
            <li key={slug} className="shrink-0">
              <Link
                to={path}
                aria-current={isCurrent ? 'page' : undefined}
                className={`inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-semibold ${
                  isCurrent
                    ? 'border-signal-400 bg-signal-500/15 text-signal-300'
                    : 'border-ink-600 text-ink-200 hover:border-signal-400 hover:text-signal-300'
                }`}
              >
                {label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
