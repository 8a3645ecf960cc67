import { ArrowDown, ArrowUp } from 'lucide-react';
import type { AdminCaseStudy } from '~/shared/schemas/case-studies';
import { Button } from '~/web/components/ui/button';
import { useReorderCases, useSetCaseFlags } from '~/web/features/admin/api/admin-work-api';

const iconButton =
  'inline-flex size-11 items-center justify-center rounded-lg border border-ink-700 text-ink-200 hover:border-ink-500 disabled:opacity-40';

/** The cases in page order: move, publish, feature, or open one to edit. */
export function CaseList({
  cases,
  onEdit,
}: {
  cases: AdminCaseStudy[];
  onEdit: (id: string) => void;
}) {
  const reorder = useReorderCases();
  const flags = useSetCaseFlags();
  const move = (index: number, by: -1 | 1) => {
    const ids = cases.map((work) => work.id);
    const other = index + by;
    [ids[index], ids[other]] = [ids[other]!, ids[index]!];
    reorder.mutate(ids);
  };
  const error = reorder.error ?? flags.error;
  return (
    <>
      {error && (
        <p role="alert" className="mb-3 text-sm text-red-300">
          Not changed: {error.message}
        </p>
      )}
      <ol className="grid gap-3" aria-label="Case studies in page order">
        {cases.map((work, index) => (
          <li
            key={work.id}
            className="flex flex-wrap items-center gap-3 rounded-xl border border-ink-800 bg-ink-900/60 p-3"
          >
            <div className="flex gap-1">
              <button
                type="button"
                className={iconButton}
                disabled={index === 0 || reorder.isPending}
                onClick={() => move(index, -1)}
                aria-label={`Move ${work.client} up`}
              >
                <ArrowUp aria-hidden="true" className="size-4" />
              </button>
              <button
                type="button"
                className={iconButton}
                disabled={index === cases.length - 1 || reorder.isPending}
                onClick={() => move(index, 1)}
                aria-label={`Move ${work.client} down`}
              >
                <ArrowDown aria-hidden="true" className="size-4" />
              </button>
            </div>
            <div className="min-w-0 flex-1">
              <p className="font-semibold">
                {work.client}
                {work.isExample && (
                  <span className="ml-2 text-xs font-normal text-ink-300">(example)</span>
                )}
              </p>
              <p className="truncate text-sm text-ink-300">
                /work/{work.slug} · {work.isPublished ? 'Published' : 'Draft'}
                {work.isFeatured ? ' · Featured' : ''}
              </p>
            </div>
            <div className="flex flex-wrap gap-2">
              <Button
                variant="secondary"
                onClick={() =>
                  flags.mutate({ id: work.id, flags: { isPublished: !work.isPublished } })
                }
              >
                {work.isPublished ? `Unpublish ${work.client}` : `Publish ${work.client}`}
              </Button>
              <Button
                variant="secondary"
                onClick={() =>
                  flags.mutate({ id: work.id, flags: { isFeatured: !work.isFeatured } })
                }
              >
                {work.isFeatured ? 'Unfeature' : 'Feature'}
                {/* Every row has these buttons: the name says which case each acts on. */}
                <span className="sr-only"> {work.client}</span>
              </Button>
              <Button variant="ghost" onClick={() => onEdit(work.id)}>
                Edit
                <span className="sr-only"> {work.client}</span>
              </Button>
            </div>
          </li>
        ))}
      </ol>
    </>
  );
}
