import { Link } from 'react-router';

export const logoUrl = '/storage/v1/object/public/site-images/logo.svg';

export function SiteLogo({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <Link
      to="/"
      onClick={onNavigate}
      className="flex shrink-0 items-center gap-2"
      aria-label="Signal Studio home"
    >
      <img src={logoUrl} alt="" width={32} height={32} className="size-8" />
      <span className="whitespace-nowrap text-base font-bold tracking-tight text-ink-100">
        Signal Studio
      </span>
    </Link>
  );
}
