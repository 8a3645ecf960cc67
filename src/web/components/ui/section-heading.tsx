import type { ReactNode } from 'react';

export interface SectionHeadingProps {
  /** The heading's id: its section is labelled by it (aria-labelledby). */
  id: string;
  eyebrow: string;
  title: ReactNode;
  lead?: ReactNode;
  isCentered?: boolean;
}

/** The class names each part takes; marketing and offer pages each bring their own look. */
export interface SectionHeadingLook {
  eyebrow: string;
  heading: string;
  lead: string;
  /** Added to the wrapper, with `data-reveal` (the marketing pages' scroll reveal). */
  reveal?: string;
}

/** Eyebrow, heading and lead of a page section. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  lead,
  isCentered = false,
  look,
}: SectionHeadingProps & { look: SectionHeadingLook }) {
  const width = isCentered ? 'mx-auto max-w-3xl text-center' : 'max-w-3xl';
  return (
    <div
      className={look.reveal ? `${width} ${look.reveal}` : width}
      {...(look.reveal ? { 'data-reveal': '' } : {})}
    >
      <p className={look.eyebrow}>{eyebrow}</p>
      <h2 id={id} className={look.heading}>
        {title}
      </h2>
      {lead && <p className={`${look.lead} ${isCentered ? 'mx-auto' : ''}`}>{lead}</p>}
    </div>
  );
}
