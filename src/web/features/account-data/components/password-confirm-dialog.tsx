import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '~/web/components/ui/button';
import { Dialog } from '~/web/components/ui/dialog';

interface PasswordConfirmDialogProps {
  isOpen: boolean;
  onOpenChange(isOpen: boolean): void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  isDanger?: boolean;
  isPending: boolean;
  /** The server's refusal (wrong password, too many tries), shown under the field. */
  error: string | undefined;
  onConfirm(password: string): void;
}

/** Asks for the account's password before an action that cannot be taken back lightly. */
export function PasswordConfirmDialog(props: PasswordConfirmDialogProps) {
  const fieldId = useId();
  const errorId = `${fieldId}-error`;
  const [password, setPassword] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (password) props.onConfirm(password);
  };
  return (
    <Dialog
      isOpen={props.isOpen}
      onOpenChange={(isOpen) => {
        if (!isOpen) setPassword('');
        props.onOpenChange(isOpen);
      }}
      title={props.title}
      description={props.description}
    >
      <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={fieldId} className="text-sm font-medium text-ink-100">
            Your password
          </label>
          <input
            id={fieldId}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            aria-invalid={props.error ? true : undefined}
            aria-describedby={props.error ? errorId : undefined}
            className="w-full rounded-lg border border-ink-600 bg-ink-900 px-3.5 py-2.5 text-base text-ink-100 focus:border-signal-400 focus:outline-none aria-[invalid=true]:border-red-400"
          />
          {props.error && (
            <p id={errorId} role="alert" className="text-sm text-red-300">
              {props.error}
            </p>
          )}
        </div>
        <Button
          type="submit"
          isLoading={props.isPending}
          variant={props.isDanger ? 'danger' : 'primary'}
          disabled={!password}
          className="self-start"
        >
          {props.confirmLabel}
        </Button>
      </form>
    </Dialog>
  );
}
