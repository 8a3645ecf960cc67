import type { ReactNode } from 'react';

interface AdminSectionProps {
  id: string;
  icon: ReactNode;
  title: string;
  description: string;
  actions?: ReactNode;
  children: ReactNode;
}

export function AdminSection({
  id,
  icon,
  title,
  description,
  actions,
  children,
}: AdminSectionProps) {
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="rounded-2xl border border-ink-800 bg-ink-900/70 p-5 sm:p-6"
    >
      <div className="mb-5 flex flex-wrap items-start justify-between gap-4">
        <div>
          <h2 id={`${id}-heading`} className="flex items-center gap-2 text-xl font-semibold">
            {icon}
            {title}
          </h2>
          <p className="mt-1 text-sm text-ink-300">{description}</p>
        </div>
        {actions}
      </div>
      {children}
    </section>
  );
}
