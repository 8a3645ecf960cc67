import { messages } from '../../shared/messages.ts';
import { passwordLength, passwordLimits } from '../../shared/schemas/auth.ts';
import { goTrueErrors } from './gotrue-errors.ts';

/** How many of the most common passwords are refused. */
export const commonPasswordCount = 10_000;

let commonPasswords: Promise<ReadonlySet<string>> | undefined;

/**
 * The 10,000 most common passwords: the head of zxcvbn's frequency-ranked list (from
 * leaked-password corpora), loaded on first use because decompressing it takes ~35 ms.
 */
export function loadCommonPasswords(): Promise<ReadonlySet<string>> {
  commonPasswords ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) => new Set(dictionary['passwords-common'].slice(0, commonPasswordCount)),
  );
  return commonPasswords;
}

/**
 * Throws GoTrue's answer for a password that may not be set: too long (validation_failed),
 * or weak with its reasons (too short, or common in any letter case).
 */
export async function assertAcceptablePassword(password: string | undefined): Promise<string> {
  if (password === undefined || password === '') {
    throw goTrueErrors.validation(messages.authApi.passwordRequired);
  }
  const length = passwordLength(password);
  if (length > passwordLimits.max) {
    throw goTrueErrors.validation(messages.authApi.passwordTooLong(passwordLimits.max));
  }
  if (length < passwordLimits.min) {
    throw goTrueErrors.weakPassword(messages.authApi.passwordTooShort(passwordLimits.min), [
      'length',
    ]);
  }
  const common = await loadCommonPasswords();
  if (common.has(password.toLowerCase())) {
    throw goTrueErrors.weakPassword(messages.authApi.passwordPwned, ['pwned']);
  }
  return password;
}
