import { Briefcase } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '~/web/components/ui/button';
import { Spinner } from '~/web/components/ui/spinner';
import { useCaseStudiesQuery } from '~/web/features/admin/api/admin-work-api';
import { AdminAccessGate } from '../admin-access-gate';
import { AdminSection } from '~/web/components/layout/admin-section';
import { CaseEditor } from './case-editor';
import { CaseList } from './case-list';

/** The Work section: the case studies /work, the home page and the offer pages show. */
export function WorkScreen({ upload }: { upload?: React.ReactNode }) {
  return (
    <AdminAccessGate>
      <header className="mb-8">
        <Link
          to="/admin"
          className="inline-flex items-center text-sm text-ink-300 hover:text-ink-100"
        >
          ← Admin Dashboard
        </Link>
        <h1 className="mt-3 text-3xl font-bold tracking-tight sm:text-4xl">Work</h1>
        <p className="mt-3 text-ink-300">
          Case studies for /work, the home page (featured ones), /products and the offer pages each
          fits. Changes show on the site within seconds.
        </p>
      </header>
      <CaseStudies upload={upload} />
    </AdminAccessGate>
  );
}

function CaseStudies({ upload }: { upload?: React.ReactNode }) {
  const query = useCaseStudiesQuery();
  const [editing, setEditing] = useState<string | 'new' | undefined>();
  const cases = query.data?.cases ?? [];
  const edited = cases.find((work) => work.id === editing);
  return (
    <AdminSection
      id="work-cases"
      icon={<Briefcase aria-hidden="true" className="size-5 text-signal-400" />}
      title="Case studies"
      description="In the order the pages show them. Pictures come from the media library, with their alt text."
      actions={
        editing === undefined && <Button onClick={() => setEditing('new')}>New case study</Button>
      }
    >
      {editing !== undefined && (editing === 'new' || edited) && (
        <CaseEditor
          key={editing}
          work={edited}
          upload={upload}
          onClose={() => setEditing(undefined)}
          onSaved={(id) => setEditing(id)}
        />
      )}
      {query.isPending && <Spinner label="Loading the case studies…" className="py-6" />}
      {query.isError && (
        <p role="alert" className="text-red-300">
          Could not load the case studies: {query.error.message}.{' '}
          <button type="button" className="underline" onClick={() => void query.refetch()}>
            Try again
          </button>
        </p>
      )}
      {query.isSuccess && cases.length === 0 && (
        <p className="text-ink-300">No case studies yet. Start one with “New case study”.</p>
      )}
      {cases.length > 0 && <CaseList cases={cases} onEdit={setEditing} />}
    </AdminSection>
  );
}
