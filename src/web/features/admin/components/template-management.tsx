import { FileText, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from '~/web/lib/toast';
import { messages } from '~/shared/messages';
import type { EmailTemplate } from '~/shared/schemas/communications';
import { Button } from '~/web/components/ui/button';
import { Dialog } from '~/web/components/ui/dialog';
import { Spinner } from '~/web/components/ui/spinner';
import { useEmailTemplatesQuery } from '~/web/lib/email-templates-query';
import { useDeleteTemplate } from '../api/admin-templates-api';
import { AdminSection } from '~/web/components/layout/admin-section';
import { TemplateDialog } from './template-dialog';

type Editing = { mode: 'create' } | { mode: 'edit'; template: EmailTemplate };

export function TemplateManagement() {
  const templatesQuery = useEmailTemplatesQuery();
  const deleteTemplate = useDeleteTemplate();
  const [editing, setEditing] = useState<Editing | undefined>();
  const [deleting, setDeleting] = useState<EmailTemplate | undefined>();

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await deleteTemplate.mutateAsync(deleting.id);
      toast.success(messages.communications.templateDeleted);
      setDeleting(undefined);
    } catch {
      toast.error(messages.communications.templateDeleteFailed);
    }
  };

  return (
    <AdminSection
      id="email-templates"
      icon={<FileText aria-hidden="true" className="size-5 text-signal-400" />}
      title="Email Templates"
      description="The templates everyone can pick from when logging an email to a client."
      actions={
        <Button variant="secondary" onClick={() => setEditing({ mode: 'create' })}>
          <Plus aria-hidden="true" className="size-4" />
          New Template
        </Button>
      }
    >
      {templatesQuery.isPending ? (
        <Spinner label="Loading templates" className="py-8" />
      ) : templatesQuery.isError ? (
        <p className="py-8 text-center text-ink-300">
          {messages.communications.loadTemplatesFailed}
        </p>
      ) : templatesQuery.data.length === 0 ? (
        <p className="py-8 text-center text-ink-300">No templates yet.</p>
      ) : (
        <ul className="grid gap-2 md:grid-cols-2">
          {templatesQuery.data.map((template) => (
            <li
              key={template.id}
              className="flex items-start gap-3 rounded-xl border border-ink-800 bg-ink-950/60 p-3"
            >
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-semibold">{template.name}</p>
                <p className="truncate text-xs text-ink-400">{template.subject}</p>
              </div>
              <button
                type="button"
                onClick={() => setEditing({ mode: 'edit', template })}
                className="rounded-md p-1.5 text-ink-300 hover:bg-ink-800 hover:text-ink-100"
                aria-label={`Edit template ${template.name}`}
              >
                <Pencil aria-hidden="true" className="size-4" />
              </button>
              <button
                type="button"
                onClick={() => setDeleting(template)}
                className="rounded-md p-1.5 text-ink-300 hover:bg-red-500/10 hover:text-red-300"
                aria-label={`Delete template ${template.name}`}
              >
                <Trash2 aria-hidden="true" className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <TemplateDialog
        template={editing?.mode === 'edit' ? editing.template : undefined}
        isOpen={editing !== undefined}
        onOpenChange={(isOpen) => !isOpen && setEditing(undefined)}
      />
      <Dialog
        isOpen={deleting !== undefined}
        onOpenChange={(isOpen) => !isOpen && setDeleting(undefined)}
        title="Delete Template"
        description={`Delete the template "${deleting?.name ?? ''}"? Emails already logged keep their text.`}
      >
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => setDeleting(undefined)}>
            Cancel
          </Button>
          <Button
            variant="danger"
            isLoading={deleteTemplate.isPending}
            loadingText="Deleting..."
            onClick={() => void confirmDelete()}
          >
            Delete Template
          </Button>
        </div>
      </Dialog>
    </AdminSection>
  );
}
