import { zodResolver } from '@hookform/resolvers/zod';
import { ChevronDown, Plus } from 'lucide-react';
import { Collapsible } from 'radix-ui';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { taskLimits } from '~/shared/schemas/tasks-limits';
import {
  todoCreateSchema,
  type TodoCreate,
  type TodoCreateInput,
} from '~/shared/schemas/tasks-todos';
import { Button } from '~/web/components/ui/button';
import { TextAreaField, TextField } from '~/web/components/ui/form-field';
import { useAddTodo } from '../api/use-todo-mutations';

const emptyTask: TodoCreateInput = { title: '', description: '' };

/** The collapsible Add New Task form; new tasks go to `folderId` (null: the root level). */
export function AddTaskForm({
  folderId,
  placeLabel,
  onAdded,
}: {
  folderId: string | null;
  placeLabel: string;
  /** Called with the new task's id, so the list can show it. */
  onAdded(todoId: string): void;
}) {
  const [isOpen, setIsOpen] = useState(false);
  const [hasDescription, setHasDescription] = useState(false);
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

  // The description field appears on request; the cursor goes into it.
  useEffect(() => {
    if (hasDescription) setFocus('description');
  }, [hasDescription, setFocus]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      const todo = await addTodo.mutateAsync({ ...values, folder_id: folderId });
      reset(emptyTask);
      setHasDescription(false);
      onAdded(todo.id);
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
        {/* Compact, so the list stays in view below it even on a laptop screen. */}
        <form
          onSubmit={onSubmit}
          noValidate
          className="flex flex-col gap-3 border-t border-ink-700 p-4"
        >
          <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
            <div className="min-w-0 flex-1">
              <TextField
                label="Title"
                required
                maxLength={taskLimits.title}
                error={errors.title?.message}
                {...register('title')}
              />
            </div>
            <Button
              type="submit"
              isLoading={addTodo.isPending}
              loadingText="Adding..."
              className="self-start sm:mt-7"
            >
              Add Task
            </Button>
          </div>
          {hasDescription ? (
            <TextAreaField
              label="Description"
              rows={2}
              maxLength={taskLimits.description}
              error={errors.description?.message}
              {...register('description')}
            />
          ) : (
            <button
              type="button"
              className="self-start text-sm text-signal-300 underline"
              onClick={() => setHasDescription(true)}
            >
              Add a description
            </button>
          )}
          <p className="text-xs text-ink-400">
            Adding to <strong className="text-ink-200">{placeLabel}</strong>
          </p>
        </form>
      </Collapsible.Content>
    </Collapsible.Root>
  );
}
