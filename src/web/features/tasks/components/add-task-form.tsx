import { zodResolver } from '@hookform/resolvers/zod';
import { ChevronDown, Plus } from 'lucide-react';
import { Collapsible } from 'radix-ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { taskLimits } from '../../../../shared/schemas/tasks-limits';
import {
  todoCreateSchema,
  type TodoCreate,
  type TodoCreateInput,
} from '../../../../shared/schemas/tasks-todos';
import { Button } from '../../../components/ui/button';
import { TextAreaField, TextField } from '../../../components/ui/form-field';
import { useAddTodo } from '../api/use-todo-mutations';

const emptyTask: TodoCreateInput = { title: '', description: '' };

/** The collapsible Add New Task form; new tasks go to `folderId` (null: the root level). */
export function AddTaskForm({
  folderId,
  placeLabel,
}: {
  folderId: string | null;
  placeLabel: string;
}) {
  const [isOpen, setIsOpen] = useState(false);
  const addTodo = useAddTodo();
  const {
    register,
    handleSubmit,
    reset,
    setFocus,
    formState: { errors },
  } = useForm<TodoCreateInput, unknown, TodoCreate>({
    resolver: zodResolver(todoCreateSchema),
    defaultValues: emptyTask,
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await addTodo.mutateAsync({ ...values, folder_id: folderId });
      reset(emptyTask);
      setFocus('title');
    } catch {
      // The toast says it failed; the typed text stays for another try.
    }
  });

  return (
    <Collapsible.Root
      open={isOpen}
      onOpenChange={setIsOpen}
      className="rounded-2xl border border-ink-700 bg-ink-900"
    >
      <Collapsible.Trigger className="flex w-full items-center gap-2 rounded-2xl px-4 py-3 text-left font-semibold hover:bg-ink-800">
        <Plus aria-hidden="true" className="size-5 text-signal-400" />
        <span className="flex-1">Add New Task</span>
        <ChevronDown
          aria-hidden="true"
          className={`size-5 text-ink-400 transition-transform ${isOpen ? 'rotate-180' : ''}`}
        />
      </Collapsible.Trigger>
      <Collapsible.Content>
        <form
          onSubmit={onSubmit}
          noValidate
          className="flex flex-col gap-4 border-t border-ink-700 p-4"
        >
          <p className="text-sm text-ink-300">
            Adding to <strong className="text-ink-100">{placeLabel}</strong>
          </p>
          <TextField
            label="Title"
            required
            maxLength={taskLimits.title}
            error={errors.title?.message}
            {...register('title')}
          />
          <TextAreaField
            label="Description"
            rows={3}
            maxLength={taskLimits.description}
            error={errors.description?.message}
            {...register('description')}
          />
          <Button
            type="submit"
            isLoading={addTodo.isPending}
            loadingText="Adding..."
            className="self-start"
          >
            Add Task
          </Button>
        </form>
      </Collapsible.Content>
    </Collapsible.Root>
  );
}
