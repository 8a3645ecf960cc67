/**
 * The line under every form that takes an e-mail address: what the address is used for,
 * and where the whole policy is. A plain link, so it works before hydration too.
 */
export function PrivacyNote({ use, className = '' }: { use: string; className?: string }) {
  return (
    <p className={`text-xs leading-relaxed text-ink-400 ${className}`}>
      {use}{' '}
      <a href="/privacy" className="underline underline-offset-2 hover:text-ink-200">
        Privacy policy
      </a>
    </p>
  );
}
