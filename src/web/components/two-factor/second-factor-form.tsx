import type { Session } from '@supabase/auth-js';
import { useState, type FormEvent } from 'react';
import { Button } from '../ui/button';
import { TextField } from '../ui/form-field';
import { useAuth } from '~/web/lib/auth/auth-context';
import { verifySecondFactor } from '~/web/lib/auth/two-factor';

/**
 * Asks for the six-digit code of the authenticator app (or one of the recovery codes)
 * and raises the session to aal2; `onVerified` continues where the caller was going.
 */
export function SecondFactorForm({
  factorId,
  onVerified,
  isFirstCode = false,
}: {
  factorId: string;
  /** Setting the app up: there are no recovery codes yet to mention. */
  isFirstCode?: boolean;
  onVerified: (session: Session) => Promise<void> | void;
}) {
  const { client } = useAuth();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [isBusy, setIsBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (code.trim() === '') {
      setError('Enter the code from your authenticator app');
      return;
    }
    setIsBusy(true);
    setError(undefined);
    let session: Session;
    try {
      session = await verifySecondFactor(await client(), factorId, code);
    } catch (failure) {
      const message = failure instanceof Error ? failure.message : '';
      setError(
        message.includes('rate') || message.includes('Too many')
          ? 'Too many attempts. Wait a few minutes and try again.'
          : isFirstCode
            ? 'That code is not right. Enter the code your app shows now.'
            : 'That code is not right. Enter the current code from your app, or a recovery code.',
      );
      setIsBusy(false);
      return;
    }
    await onVerified(session);
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-5">
      <p className="text-sm text-ink-300">
        Open your authenticator app and enter the six-digit code for Signal Studio. Lost your phone?
        Enter one of your recovery codes instead.
      </p>
      <TextField
        label="Authentication code"
        name="code"
        inputMode="text"
        autoComplete="one-time-code"
        autoFocus
        maxLength={20}
        value={code}
        error={error}
        onChange={(event) => setCode(event.target.value)}
      />
      <Button type="submit" isLoading={isBusy} loadingText="Checking...">
        Verify
      </Button>
    </form>
  );
}
