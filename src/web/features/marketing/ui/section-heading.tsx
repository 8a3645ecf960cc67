import { marketingStyles } from './marketing-styles';

interface SectionHeadingProps {
  id: string;
  eyebrow: string;
  title: React.ReactNode;
  lead?: React.ReactNode;
  isCentered?: boolean;
}

/** Eyebrow, heading and lead of a marketing section; `id` labels the section for readers. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  lead,
  isCentered = false,
}: SectionHeadingProps) {
  return (
    <div
      className={`${isCentered ? 'mx-auto max-w-3xl text-center' : 'max-w-3xl'} ${marketingStyles.reveal}`}
      data-reveal=""
    >
      <p className={marketingStyles.eyebrow}>{eyebrow}</p>
      <h2 id={id} className={marketingStyles.heading}>
        {title}
      </h2>
      {lead && <p className={`${marketingStyles.lead} ${isCentered ? 'mx-auto' : ''}`}>{lead}</p>}
    </div>
  );
}
