import { caseOutcomesMax, type CaseOutcome } from '~/shared/schemas/case-studies';
import { Button } from '~/web/components/ui/button';
import { TextField } from '~/web/components/ui/form-field';

/** The outcome figures: a figure ("3.2×") and what it measures, up to six. */
export function CaseOutcomesField({
  outcomes,
  onChange,
  error,
}: {
  outcomes: CaseOutcome[];
  onChange: (outcomes: CaseOutcome[]) => void;
  error?: string;
}) {
  const changeOne = (index: number, patch: Partial<CaseOutcome>) =>
    onChange(outcomes.map((outcome, at) => (at === index ? { ...outcome, ...patch } : outcome)));
  return (
    <fieldset className="grid gap-3 rounded-lg border border-ink-800 p-3">
      <legend className="px-1 text-sm font-medium">Outcome figures</legend>
      {outcomes.map((outcome, index) => (
        <div key={index} className="grid items-end gap-2 sm:grid-cols-[8rem_1fr_auto]">
          <TextField
            label={`Figure ${index + 1}`}
            maxLength={24}
            value={outcome.value}
            onChange={(event) => changeOne(index, { value: event.target.value })}
          />
          <TextField
            label={`What figure ${index + 1} measures`}
            maxLength={80}
            value={outcome.label}
            onChange={(event) => changeOne(index, { label: event.target.value })}
          />
          <Button
            variant="ghost"
            onClick={() => onChange(outcomes.filter((_, at) => at !== index))}
          >
            Remove
          </Button>
        </div>
      ))}
      {error && (
        <p role="alert" className="text-sm text-red-300">
          {error}
        </p>
      )}
      {outcomes.length < caseOutcomesMax && (
        <Button
          variant="secondary"
          className="justify-self-start"
          onClick={() => onChange([...outcomes, { label: '', value: '' }])}
        >
          Add a figure
        </Button>
      )}
    </fieldset>
  );
}
