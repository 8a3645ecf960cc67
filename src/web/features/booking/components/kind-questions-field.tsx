import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import type { BookingQuestion } from '~/shared/booking/booking-types';
import { Button } from '~/web/components/ui/button';

/** A stable id for a new question: answers are stored under it, so it never changes. */
function newQuestionId(taken: readonly BookingQuestion[]): string {
  for (;;) {
    const id = `q-${Math.random().toString(36).slice(2, 8)}`;
    if (!taken.some((question) => question.id === id)) return id;
  }
}

const inputClass =
  'w-full rounded-lg border border-ink-700 bg-ink-900 px-3 py-2 text-base text-ink-100';

/** The questions a visitor answers when booking: add, remove, reorder, required or not. */
export function KindQuestionsField({
  questions,
  onChange,
  error,
}: {
  questions: BookingQuestion[];
  onChange: (questions: BookingQuestion[]) => void;
  error: string | undefined;
}) {
  const change = (index: number, patch: Partial<BookingQuestion>) =>
    onChange(
      questions.map((question, at) => (at === index ? { ...question, ...patch } : question)),
    );
  const move = (index: number, by: -1 | 1) => {
    const next = [...questions];
    const [moved] = next.splice(index, 1);
    if (moved) next.splice(index + by, 0, moved);
    onChange(next);
  };
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium">Questions for the visitor</legend>
      {questions.length === 0 && <p className="text-sm text-ink-400">No questions.</p>}
      <ol className="flex flex-col gap-2">
        {questions.map((question, index) => {
          const number = index + 1;
          return (
            <li
              key={question.id}
              className="flex flex-col gap-2 rounded-lg border border-ink-800 p-3 sm:flex-row sm:items-center"
            >
              <input
                aria-label={`Question ${number}`}
                value={question.label}
                maxLength={200}
                onChange={(event) => change(index, { label: event.target.value })}
                className={inputClass}
              />
              <div className="flex shrink-0 flex-wrap items-center gap-1">
                <label className="mr-2 flex items-center gap-1.5 text-sm">
                  <input
                    type="checkbox"
                    checked={question.required}
                    onChange={(event) => change(index, { required: event.target.checked })}
                  />
                  Required
                </label>
                <Button
                  variant="ghost"
                  aria-label={`Move question ${number} up`}
                  disabled={index === 0}
                  onClick={() => move(index, -1)}
                >
                  <ArrowUp aria-hidden="true" className="size-4" />
                </Button>
                <Button
                  variant="ghost"
                  aria-label={`Move question ${number} down`}
                  disabled={index === questions.length - 1}
                  onClick={() => move(index, 1)}
                >
                  <ArrowDown aria-hidden="true" className="size-4" />
                </Button>
                <Button
                  variant="ghost"
                  aria-label={`Remove question ${number}`}
                  onClick={() => onChange(questions.filter((_, at) => at !== index))}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                </Button>
              </div>
            </li>
          );
        })}
      </ol>
      {error && (
        <p role="alert" className="text-sm text-red-300">
          {error}
        </p>
      )}
      <Button
        variant="secondary"
        className="self-start"
        disabled={questions.length >= 10}
        onClick={() =>
          onChange([...questions, { id: newQuestionId(questions), label: '', required: false }])
        }
      >
        <Plus aria-hidden="true" className="size-4" /> Add a question
      </Button>
    </fieldset>
  );
}
