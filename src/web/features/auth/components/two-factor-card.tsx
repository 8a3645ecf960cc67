import { KeyRound } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '~/web/components/ui/button';
import { TextField } from '~/web/components/ui/form-field';
import { Spinner } from '~/web/components/ui/spinner';
import { useAuth } from '~/web/lib/auth/auth-context';
import { provePassword, unenrollFactor } from '~/web/lib/auth/two-factor';
import { toast } from '~/web/lib/toast';
import { TwoFactorSetup } from '~/web/components/two-factor/two-factor-setup';
import { useFactors } from '../api/factors';

/** The account page's two-factor card: set up an authenticator app, or remove it. */
export function TwoFactorCard() {
  const factorsQuery = useFactors();
  const [isSettingUp, setIsSettingUp] = useState(false);
  const load = () => void factorsQuery.refetch();
  const loaded = factorsQuery.isPending
    ? ({ kind: 'loading' } as const)
    : factorsQuery.isError
      ? ({ kind: 'failed' } as const)
      : ({ kind: 'ready', factors: factorsQuery.data } as const);

  const verified =
    loaded.kind === 'ready' ? loaded.factors.find((f) => f.status === 'verified') : undefined;
  return (
    <section
      aria-labelledby="two-factor-heading"
      className="rounded-2xl border border-ink-800 bg-ink-900/70 p-6"
    >
      <h2 id="two-factor-heading" className="flex items-center gap-2 text-lg font-semibold">
        <KeyRound aria-hidden="true" className="size-5 text-signal-400" />
        Two-Factor Sign-In
      </h2>
      <div className="mt-3">
        {loaded.kind === 'loading' && <Spinner label="Loading two-factor sign-in" />}
        {loaded.kind === 'failed' && (
          <div className="flex flex-col gap-3">
            <p role="alert" className="text-sm text-red-300">
              Could not load your two-factor settings.
            </p>
            <Button variant="ghost" onClick={() => load()}>
              Try Again
            </Button>
          </div>
        )}
        {loaded.kind === 'ready' && verified && (
          <RemoveFactor factorId={verified.id} onRemoved={() => load()} />
        )}
        {loaded.kind === 'ready' && !verified && !isSettingUp && (
          <div className="flex flex-col gap-3">
            <p className="text-sm text-ink-300">
              Off. With it on, signing in also asks for a code from an app on your phone.
            </p>
            <Button onClick={() => setIsSettingUp(true)}>Turn On</Button>
          </div>
        )}
        {loaded.kind === 'ready' && !verified && isSettingUp && (
          <TwoFactorSetup
            onDone={() => {
              setIsSettingUp(false);
              load();
            }}
          />
        )}
      </div>
    </section>
  );
}

function RemoveFactor({ factorId, onRemoved }: { factorId: string; onRemoved: () => void }) {
  const { client } = useAuth();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [isBusy, setIsBusy] = useState(false);

  const remove = async (event: FormEvent) => {
    event.preventDefault();
    if (password === '') {
      setError('Enter your password to turn it off');
      return;
    }
    setIsBusy(true);
    setError(undefined);
    try {
      const auth = await client();
      await provePassword(auth, password);
      await unenrollFactor(auth, factorId);
      toast.success('Two-factor sign-in is off');
      onRemoved();
    } catch {
      setError('That password is not right, or this session has not entered a code yet.');
      setIsBusy(false);
    }
  };

  return (
    <form onSubmit={(event) => void remove(event)} noValidate className="flex flex-col gap-3">
      <p className="text-sm text-ink-300">On: signing in asks for a code from your app.</p>
      <TextField
        label="Current password"
        type="password"
        name="current-password"
        autoComplete="current-password"
        value={password}
        error={error}
        onChange={(event) => setPassword(event.target.value)}
      />
      <Button
        type="submit"
        variant="ghost"
        className="text-red-300"
        isLoading={isBusy}
        loadingText="Turning off..."
      >
        Turn Off
      </Button>
    </form>
  );
}
