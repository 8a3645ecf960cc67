import { BookOpen, LifeBuoy, Mail } from 'lucide-react';
import { resourceLinks } from '../dashboard-copy';
import { useConfiguredLink } from './use-configured-link';

const linkClass =
  'inline-flex items-center gap-2 text-sm text-ink-100 underline-offset-4 hover:text-signal-300 hover:underline';

/** The customer's guides, two ways to reach support, and the software's own guides apart. */
export function ResourcesPanel() {
  const configured = useConfiguredLink();
  return (
    <section
      aria-labelledby="resources-heading"
      className="rounded-2xl border border-ink-800 bg-ink-900/70 p-5 sm:p-6"
    >
      <h2 id="resources-heading" className="text-xl font-semibold">
        Resources
      </h2>
      <ul className="mt-5 space-y-3">
        {resourceLinks.guides.map((guide) => (
          <li key={guide.href}>
            <a href={guide.href} className={linkClass}>
              <BookOpen aria-hidden="true" className="size-4 shrink-0 text-signal-400" />
              {guide.title}
            </a>
            <p className="ml-6 text-xs text-ink-400">{guide.description}</p>
          </li>
        ))}
        <li>
          <a
            href={configured(resourceLinks.supportEmail.href)}
            className={`${linkClass} break-all`}
          >
            <Mail aria-hidden="true" className="size-4 shrink-0 text-signal-400" />
            {configured(resourceLinks.supportEmail.label)}
          </a>
        </li>
        <li>
          <a
            href={configured(resourceLinks.supportCall.href)}
            target="_blank"
            rel="noopener noreferrer"
            className={linkClass}
          >
            <LifeBuoy aria-hidden="true" className="size-4 shrink-0 text-signal-400" />
            {resourceLinks.supportCall.label}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </li>
      </ul>
      <details className="mt-5 text-sm text-ink-300">
        <summary className="cursor-pointer py-2 hover:text-ink-100">
          Running this software yourself?
        </summary>
        <ul className="mt-2 space-y-3">
          {resourceLinks.softwareGuides.map((guide) => (
            <li key={guide.href}>
              <a href={guide.href} className={linkClass}>
                <BookOpen aria-hidden="true" className="size-4 shrink-0 text-signal-400" />
                {guide.title}
              </a>
            </li>
          ))}
        </ul>
      </details>
    </section>
  );
}
