import { offerStyles } from './offer-styles';

interface SectionHeadingProps {
  /** The heading's id: its section is labelled by it (aria-labelledby). */
  id: string;
  eyebrow: string;
  title: React.ReactNode;
  lead?: React.ReactNode;
  isCentered?: boolean;
}

export function SectionHeading({
  id,
  eyebrow,
  title,
  lead,
  isCentered = false,
}: SectionHeadingProps) {
  return (
    <div className={isCentered ? 'mx-auto max-w-3xl text-center' : 'max-w-3xl'}>
      <p className={offerStyles.eyebrow}>{eyebrow}</p>
      <h2 id={id} className={offerStyles.heading}>
        {title}
      </h2>
      {lead && <p className={`${offerStyles.lead} ${isCentered ? 'mx-auto' : ''}`}>{lead}</p>}
    </div>
  );
}
