import { useId, type InputHTMLAttributes, type TextareaHTMLAttributes } from 'react';

const controlStyles =
  'w-full rounded-lg border bg-ink-900 px-3.5 py-2.5 text-base text-ink-100 placeholder:text-ink-400 focus:border-signal-400 focus:outline-none focus:ring-2 focus:ring-signal-400/40 aria-[invalid=true]:border-red-400';

interface FieldShellProps {
  label: string;
  error?: string | undefined;
  isRequired?: boolean;
  children: (ids: { controlId: string; errorId: string }) => React.ReactNode;
}

function FieldShell({ label, error, isRequired, children }: FieldShellProps) {
  const controlId = useId();
  const errorId = `${controlId}-error`;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={controlId} className="text-sm font-medium text-ink-100">
        {label}
        {isRequired && (
          <span aria-hidden="true" className="text-signal-400">
            {' '}
            *
          </span>
        )}
      </label>
      {children({ controlId, errorId })}
      {error && (
        <p id={errorId} role="alert" className="text-sm text-red-300">
          {error}
        </p>
      )}
    </div>
  );
}

type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  error?: string | undefined;
};

export function TextField({ label, error, required, ...input }: TextFieldProps) {
  return (
    <FieldShell label={label} error={error} isRequired={required}>
      {({ controlId, errorId }) => (
        <input
          id={controlId}
          className={controlStyles}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          aria-required={required || undefined}
          {...input}
        />
      )}
    </FieldShell>
  );
}

type TextAreaFieldProps = TextareaHTMLAttributes<HTMLTextAreaElement> & {
  label: string;
  error?: string | undefined;
};

export function TextAreaField({ label, error, required, ...textarea }: TextAreaFieldProps) {
  return (
    <FieldShell label={label} error={error} isRequired={required}>
      {({ controlId, errorId }) => (
        <textarea
          id={controlId}
          className={`${controlStyles} min-h-32`}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          aria-required={required || undefined}
          {...textarea}
        />
      )}
    </FieldShell>
  );
}
