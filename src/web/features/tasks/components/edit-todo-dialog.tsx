import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { taskLimits } from '~/shared/schemas/tasks-limits';
import {
  todoEditFormSchema,
  type Todo,
  type TodoEditFormInput,
} from '~/shared/schemas/tasks-todos';
import { Button } from '~/web/components/ui/button';
import { Dialog } from '~/web/components/ui/dialog';
import { TextAreaField, TextField } from '~/web/components/ui/form-field';
import { useEditTodo } from '../api/use-todo-mutations';

interface EditTodoDialogProps {
  todo: Todo;
  onClose(): void;
}

type EditOutput = { title: string; description: string | null };

/** Edit Todo: title and description. */
export function EditTodoDialog({ todo, onClose }: EditTodoDialogProps) {
  const editTodo = useEditTodo();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<TodoEditFormInput, unknown, EditOutput>({
    resolver: zodResolver(todoEditFormSchema),
    defaultValues: { title: todo.title, description: todo.description ?? '' },
  });
  const onSubmit = handleSubmit(async (values) => {
    try {
      await editTodo.mutateAsync({ id: todo.id, changes: values });
      onClose();
    } catch {
      // The toast says it failed; the dialog stays open with the text.
    }
  });
  return (
    <Dialog isOpen onOpenChange={(isOpen) => !isOpen && onClose()} title="Edit Todo">
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <TextField
          label="Title"
          required
          maxLength={taskLimits.title}
          error={errors.title?.message}
          {...register('title')}
        />
        <TextAreaField
          label="Description"
          rows={4}
          maxLength={taskLimits.description}
          error={errors.description?.message}
          {...register('description')}
        />
        <div className="flex justify-end gap-3">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" isLoading={editTodo.isPending} loadingText="Saving...">
            Save Changes
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
