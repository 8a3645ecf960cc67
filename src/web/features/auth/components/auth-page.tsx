import type { ReactNode } from 'react';
import { messages } from '~/shared/messages';
import { SiteLogo } from '~/web/components/layout/site-logo';

interface AuthPageProps {
  title: string;
  subtitle: string;
  children: ReactNode;
  /** Below the card: the link to the other form. */
  footer?: ReactNode;
}

/** The bare layout of the sign-in screens: no top bar, banner or footer, one card. */
export function AuthPage({ title, subtitle, children, footer }: AuthPageProps) {
  return (
    <div data-app-screen className="auth-screen">
      <div aria-hidden="true" className="auth-glow" />
      <header>
        <SiteLogo />
      </header>
      <main id="main" className="mt-10 w-full max-w-md">
        <div className="auth-card">
          <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
          <p className="mt-2 text-sm text-ink-300">{subtitle}</p>
          {/* The form's button stays disabled until the page's script runs; say why. */}
          <noscript>
            <p className="mt-6 rounded-xl border border-signal-500/40 bg-signal-500/10 p-4 text-sm text-ink-100">
              {messages.auth.javaScriptRequired}
            </p>
          </noscript>
          <div className="mt-8">{children}</div>
        </div>
        {footer && <p className="mt-6 text-center text-sm text-ink-300">{footer}</p>}
      </main>
    </div>
  );
}

export const authLinkStyle =
  'font-semibold text-signal-300 underline-offset-4 hover:text-signal-400 hover:underline';
