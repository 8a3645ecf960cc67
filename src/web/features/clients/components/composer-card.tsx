import { Info } from 'lucide-react';
import type { ReactNode } from 'react';

interface ComposerCardProps {
  icon: ReactNode;
  title: string;
  /** Why this channel cannot be used for the client, shown above the disabled fields. */
  unavailableText: string | undefined;
  children: ReactNode;
}

export function ComposerCard({ icon, title, unavailableText, children }: ComposerCardProps) {
  return (
    <section
      aria-label={title}
      className="flex flex-col gap-4 rounded-2xl border border-ink-800 bg-ink-900/70 p-5 sm:p-6"
    >
      <h3 className="flex items-center gap-2 text-lg font-semibold">
        {icon}
        {title}
      </h3>
      {unavailableText && (
        <p className="flex items-start gap-2 rounded-lg border border-ink-700 bg-ink-800/60 px-3 py-2 text-sm text-ink-300">
          <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-ink-400" />
          {unavailableText}
        </p>
      )}
      {children}
    </section>
  );
}
