import {
  SectionHeading as PlainSectionHeading,
  type SectionHeadingProps,
} from '~/web/components/ui/section-heading';
import { marketingStyles } from './marketing-styles';

const marketingLook = {
  eyebrow: marketingStyles.eyebrow,
  heading: marketingStyles.heading,
  lead: marketingStyles.lead,
  reveal: marketingStyles.reveal,
};

/** A marketing section heading, revealed on scroll; `id` labels the section for readers. */
export function SectionHeading(props: SectionHeadingProps) {
  return <PlainSectionHeading {...props} look={marketingLook} />;
}
