import { Link } from 'react-router';
import { useActiveSection } from './use-active-section';

/** The spec's dot targets, in page order (see home-islands.ts). */
export const dotSections = [
  { id: 'hero', label: 'Welcome' },
  { id: 'scorecard', label: 'Signal Scorecard' },
  { id: 'use-cases', label: 'Find your path' },
  { id: 'future', label: 'What we build' },
  { id: 'shift', label: 'The shift' },
  { id: 'stack', label: 'The Signal Stack' },
  { id: 'resources', label: 'Resources' },
  { id: 'spark', label: 'Start with SPARK' },
] as const;

const sectionIds = dotSections.map((section) => section.id);

/** The side dot navigation of the full home page; the current section's dot is lit. */
export function SectionDots() {
  const activeId = useActiveSection(sectionIds);
  return (
    <nav
      aria-label="Page sections"
      className="fixed right-4 top-1/2 z-40 hidden -translate-y-1/2 lg:block xl:right-6"
    >
      <ol className="flex flex-col items-end gap-1">
        {dotSections.map((section) => {
          const isActive = section.id === activeId;
          return (
            <li key={section.id}>
              <Link
                to={`#${section.id}`}
                aria-current={isActive ? 'location' : undefined}
                className="group flex items-center gap-3 rounded-full py-1.5 pl-3 pr-1.5"
              >
                <span className="rounded-full bg-ink-900/90 px-2.5 py-1 text-xs font-medium text-ink-100 opacity-0 transition-opacity group-hover:opacity-100 group-focus-visible:opacity-100">
                  {section.label}
                </span>
                <span
                  aria-hidden="true"
                  className={`block rounded-full transition-all ${
                    isActive
                      ? 'size-3 bg-signal-400 shadow-[0_0_12px] shadow-signal-500/70'
                      : 'size-2 bg-ink-400 group-hover:bg-ink-100'
                  }`}
                />
              </Link>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
