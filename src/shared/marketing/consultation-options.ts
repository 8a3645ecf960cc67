/**
 * The consultation chooser on the home page: three 45-minute consultations, each booked
 * through the external calendar. `color` names an accent the component maps to classes.
 */

export type ConsultationColor = 'signal' | 'pulse' | 'violet';

export interface ConsultationOption {
  id: string;
  name: string;
  description: string;
  color: ConsultationColor;
  ideal: string;
  includes: string[];
}

export const consultationDurationMinutes = 45;

export const consultationOptions: ConsultationOption[] = [
  {
    id: 'brand-clarity',
    name: 'Brand Clarity Consultation',
    description: 'Find the sentence that makes the right clients lean in, and what to build on it.',
    color: 'signal',
    ideal: 'Founders whose offer has outgrown how they describe it.',
    includes: [
      'A review of your website, profiles and pitch',
      'Your positioning gaps, named and ranked',
      'A first draft of your signal statement',
      'A recommended next step on the Signal Stack',
    ],
  },
  {
    id: 'ai-systems',
    name: 'AI Systems Consultation',
    description: 'Map where an assistant trained on your voice would save you the most hours.',
    color: 'pulse',
    ideal: 'Experts answering the same questions every week.',
    includes: [
      'An audit of your repeated questions and drafts',
      'Three MIRROR use cases with expected time saved',
      'Data and privacy considerations for your field',
      'A scoped plan with timeline and investment',
    ],
  },
  {
    id: 'platform-build',
    name: 'Platform Build Consultation',
    description: 'Scope a website platform or custom app that runs your client journey end to end.',
    color: 'violet',
    ideal: 'Teams juggling booking, payments and onboarding across tools.',
    includes: [
      'A walkthrough of your current client journey',
      'The features that matter first, and the ones that can wait',
      'A build estimate between CORE and a custom system',
      'Integration notes for the tools you already use',
    ],
  },
];

export function findConsultationOption(id: string): ConsultationOption | undefined {
  return consultationOptions.find((option) => option.id === id);
}
