import { messages } from '~/shared/messages';

interface AuthFailure {
  message: string;
  /** The form field the message belongs under, if any (otherwise it is a toast). */
  field?: 'email' | 'password';
}

interface ErrorLike {
  code?: unknown;
  status?: unknown;
  message?: unknown;
  reasons?: unknown;
}

const describe = (error: unknown) => {
  const value = (typeof error === 'object' && error !== null ? error : {}) as ErrorLike;
  return {
    code: typeof value.code === 'string' ? value.code : '',
    status: typeof value.status === 'number' ? value.status : 0,
    text: typeof value.message === 'string' ? value.message : '',
    reasons: Array.isArray(value.reasons) ? (value.reasons as unknown[]) : [],
  };
};

/** A weak or unacceptable password, worded for the form; undefined for other errors. */
export function passwordProblem(error: unknown): string | undefined {
  const { code, reasons, text } = describe(error);
  if (code === 'weak_password') {
    return reasons.includes('pwned')
      ? messages.auth.passwordTooCommon
      : messages.auth.passwordTooShort;
  }
  if (code === 'same_password') return messages.auth.samePassword;
  if (code === 'validation_failed' && /password/i.test(text)) return text;
  return undefined;
}

/** The spec's sign-in messages: throttled attempts get their own, the rest one answer. */
export function signInFailure(error: unknown): string {
  const { code, status } = describe(error);
  if (code === 'email_not_confirmed') return messages.auth.emailNotConfirmed;
  return status === 429 ? messages.auth.rateLimited : messages.auth.signInFailure;
}

/** Whether sign-in was refused only because the address is not confirmed yet. */
export function isEmailNotConfirmed(error: unknown): boolean {
  return describe(error).code === 'email_not_confirmed';
}

/** The spec's register messages, plus the reason a password was refused. */
export function signUpFailure(error: unknown): AuthFailure {
  const { code, status, text } = describe(error);
  const password = passwordProblem(error);
  if (password) return { message: password, field: 'password' };
  if (code === 'email_address_invalid' || text.includes('email_address_invalid')) {
    return { message: messages.validation.invalidEmail, field: 'email' };
  }
  if (code === 'validation_failed' && /email/i.test(text)) {
    return { message: messages.validation.invalidEmail, field: 'email' };
  }
  if (text.includes('already registered')) return { message: messages.auth.alreadyRegistered };
  if (status === 429) return { message: messages.auth.rateLimited };
  return { message: messages.auth.signUpFailure };
}
