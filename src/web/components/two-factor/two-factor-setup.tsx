import { useState, type FormEvent } from 'react';
import { Button } from '../ui/button';
import { TextField } from '../ui/form-field';
import { useAuth } from '~/web/lib/auth/auth-context';
import { enrollTotp, provePassword, type TotpEnrolment } from '~/web/lib/auth/two-factor';
import { useAuthorizedRequest } from '~/web/lib/use-authorized-request';
import { RecoveryCodes } from './recovery-codes';
import { SecondFactorForm } from './second-factor-form';

type Step =
  | { kind: 'password' }
  | { kind: 'scan'; enrolment: TotpEnrolment }
  | { kind: 'codes'; codes: string[] };

/**
 * Turning on two-factor sign-in: the current password (a fresh proof), then the QR code
 * and the secret for the authenticator app, its first code, and the recovery codes once.
 */
export function TwoFactorSetup({ onDone }: { onDone: () => void }) {
  const { client } = useAuth();
  const request = useAuthorizedRequest();
  const [step, setStep] = useState<Step>({ kind: 'password' });
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [isBusy, setIsBusy] = useState(false);

  const start = async (event: FormEvent) => {
    event.preventDefault();
    if (password === '') {
      setError('Enter your password');
      return;
    }
    setIsBusy(true);
    setError(undefined);
    try {
      const auth = await client();
      await provePassword(auth, password);
      setStep({ kind: 'scan', enrolment: await enrollTotp(auth) });
    } catch {
      setError('That password is not right, or the set-up could not start. Try again.');
    } finally {
      setIsBusy(false);
    }
  };

  if (step.kind === 'codes') return <RecoveryCodes codes={step.codes} onSaved={onDone} />;
  if (step.kind === 'scan') {
    const { enrolment } = step;
    return (
      <div className="flex flex-col gap-4">
        <p className="text-sm text-ink-300">
          Scan this code with an authenticator app (1Password, Google Authenticator, Authy...), then
          enter the six-digit code it shows.
        </p>
        <img
          src={enrolment.qrCode}
          alt="QR code for your authenticator app"
          width={176}
          height={176}
          className="size-44 self-center rounded-lg bg-white p-2"
        />
        <p className="text-sm text-ink-300">
          Or type this key into the app:{' '}
          <code className="break-all rounded bg-ink-800 px-1.5 py-0.5 font-mono text-ink-100">
            {enrolment.secret}
          </code>
        </p>
        <SecondFactorForm
          factorId={enrolment.factorId}
          isFirstCode
          onVerified={async () => {
            const { codes } = await request<{ codes: string[] }>('/api/account/recovery-codes', {
              method: 'POST',
            });
            setStep({ kind: 'codes', codes });
          }}
        />
      </div>
    );
  }
  return (
    <form onSubmit={(event) => void start(event)} noValidate className="flex flex-col gap-4">
      <TextField
        label="Current password"
        type="password"
        name="current-password"
        autoComplete="current-password"
        value={password}
        error={error}
        onChange={(event) => setPassword(event.target.value)}
      />
      <Button type="submit" isLoading={isBusy} loadingText="Starting...">
        Set Up Two-Factor Sign-In
      </Button>
    </form>
  );
}
