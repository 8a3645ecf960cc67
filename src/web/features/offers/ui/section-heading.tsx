import {
  SectionHeading as PlainSectionHeading,
  type SectionHeadingProps,
} from '~/web/components/ui/section-heading';
import { offerStyles } from './offer-styles';

const offerLook = {
  eyebrow: offerStyles.eyebrow,
  heading: offerStyles.heading,
  lead: offerStyles.lead,
};

/** A section heading in the offer pages' look. */
export function SectionHeading(props: SectionHeadingProps) {
  return <PlainSectionHeading {...props} look={offerLook} />;
}
