import { messages } from '../../shared/messages.ts';
import { emailMaxLength, emailPattern, normaliseEmail } from '../../shared/schemas/auth.ts';
import { goTrueErrors } from './gotrue-errors.ts';

/**
 * Special-use names (RFC 2606, 6761, 6762) that can never receive mail: well-formed
 * addresses there get GoTrue's email_address_invalid rather than an account nobody can
 * recover.
 */
const undeliverableTopLevelDomains = new Set(['test', 'example', 'invalid', 'localhost', 'local']);

/**
 * The address as stored (lower-cased, trimmed), or GoTrue's error for it: a malformed one
 * is validation_failed, an undeliverable one email_address_invalid.
 */
export function parseEmailAddress(raw: string | undefined): string {
  const email = normaliseEmail(raw ?? '');
  if (email === '') throw goTrueErrors.validation(messages.authApi.missingEmail);
  if (email.length > emailMaxLength) throw goTrueErrors.validation(messages.authApi.emailTooLong);
  if (!emailPattern.test(email)) {
    throw goTrueErrors.validation(messages.authApi.invalidEmailFormat);
  }
  const topLevelDomain = email.slice(email.lastIndexOf('.') + 1);
  if (undeliverableTopLevelDomains.has(topLevelDomain)) {
    throw goTrueErrors.emailAddressInvalid(email);
  }
  return email;
}
