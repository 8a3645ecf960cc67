import { useEffect, useState } from 'react';
import { Spinner } from '~/web/components/ui/spinner';
import { useAuth } from '~/web/lib/auth/auth-context';
import { listFactors } from '~/web/lib/auth/two-factor';
import { SecondFactorForm } from '~/web/components/two-factor/second-factor-form';
import { TwoFactorSetup } from '~/web/components/two-factor/two-factor-setup';

type State = { kind: 'loading' } | { kind: 'code'; factorId: string } | { kind: 'setup' };

/**
 * The admin area needs a session that verified a second factor: an admin with an
 * authenticator enters its code; one without is walked through setting it up first.
 */
export function AdminSecondFactor({ onVerified }: { onVerified: () => void }) {
  const { client } = useAuth();
  const [state, setState] = useState<State>({ kind: 'loading' });

  useEffect(() => {
    void (async () => {
      const factors = await listFactors(await client()).catch(() => []);
      const verified = factors.find((factor) => factor.status === 'verified');
      setState(verified ? { kind: 'code', factorId: verified.id } : { kind: 'setup' });
    })();
  }, [client]);

  return (
    <div className="mx-auto max-w-md px-4 py-16">
      <h1 className="text-2xl font-bold tracking-tight">Two-factor sign-in for admins</h1>
      <p className="mt-3 text-sm text-ink-300">
        {state.kind === 'setup'
          ? 'The admin area can refund payments and read every lead, so it needs a second factor. Set up an authenticator app to continue.'
          : 'The admin area needs the code from your authenticator app.'}
      </p>
      <div className="mt-6 rounded-2xl border border-ink-800 bg-ink-900/70 p-6">
        {state.kind === 'loading' && <Spinner label="Checking two-factor sign-in" />}
        {state.kind === 'code' && (
          <SecondFactorForm factorId={state.factorId} onVerified={onVerified} />
        )}
        {state.kind === 'setup' && <TwoFactorSetup onDone={onVerified} />}
      </div>
    </div>
  );
}
