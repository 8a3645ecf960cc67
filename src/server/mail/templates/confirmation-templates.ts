import { defineMailTemplate, removedLink } from '../mail-template.ts';

/** A confirmation link asked for again (the first one rides in the welcome mail). */
export const signupConfirmation = defineMailTemplate<{ link: string; validHours: number }>({
  compose: ({ link, validHours }) => ({
    subject: 'Confirm your Signal Studio e-mail address',
    preview: `Confirm this address is yours. The link works once, for ${validHours} hours.`,
    reason: 'You get this mail because a Signal Studio account was created with this address.',
    blocks: [
      { kind: 'heading', text: 'Confirm your e-mail address' },
      {
        kind: 'paragraph',
        text: 'Open the link to confirm that this address is yours. Until then, purchases made with it and any admin rights wait.',
      },
      { kind: 'button', label: 'Confirm my e-mail address', url: link },
      {
        kind: 'note',
        text: `The link works once and expires in ${validHours} hours. If you did not create an account, ignore this mail.`,
      },
      { kind: 'links', links: [{ label: 'Or open this address', url: link }] },
    ],
  }),
  redact: (data) => ({ ...data, link: removedLink }),
});

/**
 * Someone tried to sign up with an address that has an account. The sign-up answer did
 * not say so (that would tell anyone who has an account); the owner hears it here.
 */
export const signupExistingAccount = defineMailTemplate<{ signInUrl: string; resetUrl: string }>({
  compose: ({ signInUrl, resetUrl }, { supportEmail }) => ({
    subject: 'You already have a Signal Studio account',
    preview: 'Someone tried to create an account with this address, which already has one.',
    reason: 'You get this mail because someone tried to sign up with this address.',
    blocks: [
      { kind: 'heading', text: 'You already have an account' },
      {
        kind: 'paragraph',
        text: 'Someone (we hope you) tried to create a Signal Studio account with this address. It already has one, so nothing changed.',
      },
      { kind: 'button', label: 'Sign in', url: signInUrl },
      { kind: 'links', links: [{ label: 'Forgot your password?', url: resetUrl }] },
      {
        kind: 'note',
        text: `If it was not you, you can ignore this mail. Questions: ${supportEmail}.`,
      },
    ],
  }),
});

/** GoTrue's reauthentication mail: the code that confirms a sensitive change. */
export const reauthenticationCode = defineMailTemplate<{ code: string; validMinutes: number }>({
  compose: ({ code, validMinutes }) => ({
    subject: 'Your Signal Studio confirmation code',
    preview: `Your code is ${code}. It works once, for ${validMinutes} minutes.`,
    reason: 'You get this mail because someone signed in to this account asked for a code.',
    blocks: [
      { kind: 'heading', text: 'Confirm the change' },
      { kind: 'paragraph', text: `Your confirmation code is ${code}.` },
      {
        kind: 'note',
        text: `It works once and expires in ${validMinutes} minutes. If you did not ask for it, change your password: someone may be signed in as you.`,
      },
    ],
  }),
  redact: (data) => ({ ...data, code: '[code removed once the mail was sent]' }),
});

/** auth-js signInWithOtp: a link and a six-digit code in one mail. */
export const signInLink = defineMailTemplate<{ link: string; code: string; validMinutes: number }>({
  compose: ({ link, code, validMinutes }) => ({
    subject: 'Your Signal Studio sign-in link',
    preview: `Sign in with the link, or enter the code ${code}.`,
    reason: 'You get this mail because someone asked to sign in to this account by e-mail.',
    blocks: [
      { kind: 'heading', text: 'Sign in to Signal Studio' },
      { kind: 'button', label: 'Sign in', url: link },
      { kind: 'paragraph', text: `Or enter this code on the sign-in screen: ${code}` },
      {
        kind: 'note',
        text: `The link and the code work once, for ${validMinutes} minutes. If you did not ask to sign in, ignore this mail.`,
      },
      { kind: 'links', links: [{ label: 'Or open this address', url: link }] },
    ],
  }),
  redact: (data) => ({ ...data, link: removedLink, code: '[code removed once the mail was sent]' }),
});

/** auth-js updateUser({ email }): the link that moves the account to this address. */
export const emailChange = defineMailTemplate<{
  link: string;
  validHours: number;
  currentEmail: string;
}>({
  compose: ({ link, validHours, currentEmail }) => ({
    subject: 'Confirm your new Signal Studio e-mail address',
    preview: `Confirm this address to use it for your account. The link works once, for ${validHours} hours.`,
    reason: 'You get this mail because a Signal Studio account asked to use this address.',
    blocks: [
      { kind: 'heading', text: 'Confirm your new e-mail address' },
      {
        kind: 'paragraph',
        text: `The account of ${currentEmail} asked to use this address from now on. Open the link to confirm it; until then the account keeps its old address.`,
      },
      { kind: 'button', label: 'Use this address', url: link },
      {
        kind: 'note',
        text: `The link works once and expires in ${validHours} hours. If you did not ask for this, ignore this mail.`,
      },
      { kind: 'links', links: [{ label: 'Or open this address', url: link }] },
    ],
  }),
  redact: (data) => ({ ...data, link: removedLink }),
});
