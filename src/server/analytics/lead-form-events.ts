import type { ServerEventName } from '../../shared/analytics-events.ts';
import { leadFormActions } from '../../shared/lead-form-actions.ts';

/** The event each no-JavaScript lead form counts as, by the address it posts to. */
const eventsByAction: Record<string, ServerEventName> = {
  [leadFormActions.webinar]: 'webinar_signup',
  [leadFormActions.newsletter]: 'newsletter_signup',
  [leadFormActions.contact]: 'lead_form_sent',
};

export function leadFormEvent(action: string): ServerEventName {
  return eventsByAction[action] ?? 'lead_form_sent';
}
