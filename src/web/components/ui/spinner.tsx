export function Spinner({ label, className = '' }: { label: string; className?: string }) {
  return (
    <div role="status" className={`flex flex-col items-center gap-3 ${className}`}>
      <span
        aria-hidden="true"
        className="size-8 animate-spin rounded-full border-2 border-ink-600 border-t-signal-500"
      />
      <span className="text-sm text-ink-300">{label}</span>
    </div>
  );
}
