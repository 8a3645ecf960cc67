import type { FormEventHandler, ReactNode } from 'react';
import { Button } from '~/web/components/ui/button';
import { useIsHydrated } from '~/web/lib/use-is-hydrated';

interface AuthFormProps {
  onSubmit: FormEventHandler<HTMLFormElement>;
  isSubmitting: boolean;
  submitLabel: string;
  pendingLabel: string;
  /**
   * Pre-rendered screens keep the button disabled until the script runs, so a press
   * never posts the form to the page itself (their `<noscript>` notice says why).
   */
  waitsForScript?: boolean;
  /** The fields; none where the button is the whole form (confirming an e-mailed link). */
  children?: ReactNode;
  /** Below the button: a privacy note. */
  footer?: ReactNode;
}

/**
 * The form of every sign-in screen (login, register, forgot and reset password): POST, so
 * a press before the page is interactive never puts a password in a URL; the fields check
 * themselves (noValidate) and show their errors beside them; one submit button that says
 * what it is doing. The card and heading around it are `AuthPage`.
 */
export function AuthForm({
  onSubmit,
  isSubmitting,
  submitLabel,
  pendingLabel,
  waitsForScript = true,
  children,
  footer,
}: AuthFormProps) {
  const isHydrated = useIsHydrated();
  return (
    <form method="post" onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      {children}
      <Button
        type="submit"
        isLoading={isSubmitting}
        loadingText={pendingLabel}
        disabled={waitsForScript && !isHydrated}
      >
        {submitLabel}
      </Button>
      {footer}
    </form>
  );
}
