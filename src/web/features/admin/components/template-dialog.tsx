import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from '~/web/lib/toast';
import { messages } from '~/shared/messages';
import {
  emailTemplateInputSchema,
  templateLimits,
  type EmailTemplate,
  type EmailTemplateInput,
} from '~/shared/schemas/communications';
import { Button } from '~/web/components/ui/button';
import { Dialog } from '~/web/components/ui/dialog';
import { TextAreaField, TextField } from '~/web/components/ui/form-field';
import { ApiError } from '~/web/lib/api-client';
import { useSaveTemplate } from '../api/admin-templates-api';

interface TemplateDialogProps {
  /** The template to edit; undefined creates a new one. */
  template: EmailTemplate | undefined;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

const emptyTemplate: EmailTemplateInput = { name: '', subject: '', content: '' };

function TemplateForm({
  template,
  onDone,
}: {
  template: EmailTemplate | undefined;
  onDone: () => void;
}) {
  const saveTemplate = useSaveTemplate();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<EmailTemplateInput>({
    resolver: zodResolver(emailTemplateInputSchema),
    defaultValues: template
      ? { name: template.name, subject: template.subject, content: template.content }
      : emptyTemplate,
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await saveTemplate.mutateAsync({ templateId: template?.id, template: values });
      toast.success(messages.communications.templateSaved);
      onDone();
    } catch (error) {
      if (error instanceof ApiError && error.code === 'template_name_taken') {
        setError('name', { message: messages.communications.templateNameTaken });
        return;
      }
      toast.error(messages.communications.templateSaveFailed);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <TextField
        label="Name"
        required
        maxLength={templateLimits.name}
        error={errors.name?.message}
        {...register('name')}
      />
      <TextField
        label="Subject"
        required
        maxLength={templateLimits.subject}
        error={errors.subject?.message}
        {...register('subject')}
      />
      <TextAreaField
        label="Content"
        required
        rows={8}
        maxLength={templateLimits.content}
        error={errors.content?.message}
        {...register('content')}
      />
      <p className="text-xs text-ink-400">
        {'{{client_name}}'} and {'{{company}}'} are replaced with the client&apos;s details when the
        template is picked.
      </p>
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" isLoading={saveTemplate.isPending} loadingText="Saving...">
          Save Template
        </Button>
      </div>
    </form>
  );
}

export function TemplateDialog({ template, isOpen, onOpenChange }: TemplateDialogProps) {
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={template ? 'Edit Template' : 'New Template'}
    >
      {isOpen && <TemplateForm template={template} onDone={() => onOpenChange(false)} />}
    </Dialog>
  );
}
