import { FileText, Lock, PlayCircle, Unlock } from 'lucide-react';
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

const linkStyle =
  'mt-5 inline-flex items-center gap-2 rounded-full bg-signal-500 px-4 py-2 text-sm font-semibold text-ink-950 hover:bg-signal-400';

/** Each resource is a page of the site: a printable document, or the MIRROR walkthrough. */
function ResourceAction({ resource }: { resource: SignalResource }) {
  const Icon = resource.type === 'video' ? PlayCircle : FileText;
  return (
    <Link to={resourcePath(resource.id)} className={linkStyle}>
      <Icon aria-hidden="true" className="size-4" />
      {resource.type === 'video' ? 'Watch' : 'Get'} the {resource.title}
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
              <div className="flex items-center justify-between gap-3">
                <span className="rounded-full bg-ink-800 px-3 py-1 text-xs font-semibold uppercase tracking-widest text-ink-300">
                  {resource.type === 'pdf' ? 'PDF' : 'Video'}
                </span>
                <span
                  className={`inline-flex items-center gap-1.5 text-xs font-semibold ${isUnlocked ? 'text-pulse-400' : 'text-ink-400'}`}
                >
                  {isUnlocked ? (
                    <Unlock aria-hidden="true" className="size-4" />
                  ) : (
                    <Lock aria-hidden="true" className="size-4" />
                  )}
                  {isUnlocked ? 'Unlocked' : `Unlocks at ${resource.unlockAt}%`}
                </span>
              </div>
              <h3 className="mt-3 text-xl font-semibold text-ink-100 sm:mt-5">{resource.title}</h3>
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
