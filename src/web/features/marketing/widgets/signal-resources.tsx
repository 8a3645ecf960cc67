import { ArrowRight, FileText, Lock, PlayCircle, Unlock } from 'lucide-react';
import { Link } from 'react-router';
import { resourcePath } from '~/shared/marketing/resources/resource-document';
import {
  isResourceUnlocked,
  nextLockedResource,
  resourceProgressText,
  signalResources,
  type SignalResource,
} from '~/shared/marketing/signal-resources';
import { useDeepestScrollDepth } from './use-deepest-scroll-depth';
import { useTrackWhen } from '~/web/lib/use-track-when';

// A quiet link, not a filled button: four of them side by side would outweigh the
// section's one primary action, and the page's.
const linkStyle =
  'mt-1 inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-signal-400 underline-offset-4 hover:text-signal-300 hover:underline sm:mt-4';

/** Each resource is a page of the site: a printable document, or the MIRROR walkthrough. */
function ResourceAction({ resource }: { resource: SignalResource }) {
  const Icon = resource.type === 'video' ? PlayCircle : FileText;
  return (
    <Link to={resourcePath(resource.id)} className={linkStyle}>
      <Icon aria-hidden="true" className="size-4" />
      {resource.type === 'video' ? 'Watch' : 'Get'} the {resource.title}
      <ArrowRight aria-hidden="true" className="size-4" />
    </Link>
  );
}

/** Signal Resources: four downloads that unlock as the visitor reads down the page. */
export function SignalResources() {
  const deepest = useDeepestScrollDepth();
  const progressText = resourceProgressText(deepest);
  const next = nextLockedResource(deepest);
  useTrackWhen(
    'resource_unlocked',
    signalResources.filter((r) => isResourceUnlocked(r, deepest)).length,
  );

  return (
    <div>
      <div className="min-h-6 text-sm" aria-live="polite" data-testid="resource-progress">
        {progressText && (
          <p className="text-ink-300">
            <span className="font-semibold text-pulse-400">{progressText}</span>
            {next && (
              <span>
                {' '}
                · keep scrolling to unlock the {next.title} at {next.unlockAt}%
              </span>
            )}
          </p>
        )}
      </div>
      <ul className="mt-6 grid gap-3 sm:grid-cols-2 sm:gap-5">
        {signalResources.map((resource) => {
          const isUnlocked = isResourceUnlocked(resource, deepest);
          return (
            <li
              key={resource.id}
              data-testid={`resource-${resource.id}`}
              data-unlocked={isUnlocked}
              className={`relative rounded-3xl border p-4 transition-colors sm:p-7 ${
                isUnlocked ? 'border-pulse-500/50 bg-pulse-500/10' : 'border-ink-800 bg-ink-900/60'
              }`}
            >
              {/* A phone sets the title beside the lock and drops the kind's chip (the action
                  says Get or Watch): a row saved on each of four cards. */}
              <div className="grid grid-cols-[1fr_auto] items-center gap-x-3 sm:gap-y-5">
                <span className="col-start-1 row-start-1 justify-self-start rounded-full bg-ink-800 px-3 py-1 text-xs font-semibold uppercase tracking-widest text-ink-300 max-sm:hidden">
                  {resource.type === 'pdf' ? 'PDF' : 'Video'}
                </span>
                <span
                  className={`col-start-2 row-start-1 inline-flex items-center gap-1.5 text-xs font-semibold ${isUnlocked ? 'text-pulse-400' : 'text-ink-400'}`}
                >
                  {isUnlocked ? (
                    <Unlock aria-hidden="true" className="size-4" />
                  ) : (
                    <Lock aria-hidden="true" className="size-4" />
                  )}
                  {isUnlocked ? 'Unlocked' : `Unlocks at ${resource.unlockAt}%`}
                </span>
                <h3 className="row-start-1 text-xl font-semibold text-ink-100 sm:col-span-2 sm:row-start-2">
                  {resource.title}
                </h3>
              </div>
              <p className="mt-2 text-sm leading-relaxed text-ink-300 max-md:hidden">
                {resource.description}
              </p>
              {isUnlocked && <ResourceAction resource={resource} />}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
