import { defineMailTemplate, formatMailDate, removedLink } from '../mail-template.ts';

export const passwordRecovery = defineMailTemplate<{ link: string; validMinutes: number }>({
  compose: ({ link, validMinutes }) => ({
    subject: 'Reset your Signal Studio password',
    preview: `Choose a new password. The link works once, for ${validMinutes} minutes.`,
    reason: 'You get this mail because someone asked to reset the password of this account.',
    blocks: [
      { kind: 'heading', text: 'Reset your password' },
      {
        kind: 'paragraph',
        text: 'Someone (we hope you) asked to reset the password of your Signal Studio account. Open the link to choose a new one.',
      },
      { kind: 'button', label: 'Choose a new password', url: link },
      {
        kind: 'note',
        text: `The link works once and expires in ${validMinutes} minutes. If you did not ask for it, ignore this mail: your password stays as it is.`,
      },
      { kind: 'links', links: [{ label: 'Or open this address', url: link }] },
    ],
  }),
  redact: (data) => ({ ...data, link: removedLink }),
});

export const purchaseClaim = defineMailTemplate<{ link: string }>({
  compose: ({ link }) => ({
    subject: 'Add your earlier purchases to your Signal Studio account',
    preview: 'Confirm this address and your earlier purchases join your account.',
    reason: 'You get this mail because you asked to add earlier purchases to your account.',
    blocks: [
      { kind: 'heading', text: 'Add your earlier purchases' },
      {
        kind: 'paragraph',
        text: 'Purchases were made with this e-mail address before it had a Signal Studio account. To add them to your account, open this link while signed in.',
      },
      { kind: 'button', label: 'Add them to my account', url: link },
      {
        kind: 'note',
        text: 'The link works once and expires in 24 hours. If you did not ask for it, ignore this mail: nothing changes.',
      },
      { kind: 'links', links: [{ label: 'Or open this address', url: link }] },
    ],
  }),
  redact: (data) => ({ ...data, link: removedLink }),
});

export interface WelcomeData {
  email: string;
  dashboardUrl: string;
  nextStep: { title: string; detail: string; label: string; url: string };
  /** A link that confirms the address (issue 30 adds it); optional until then. */
  confirmationUrl?: string;
}

export const welcome = defineMailTemplate<WelcomeData>({
  compose: ({ email, dashboardUrl, nextStep, confirmationUrl }, { supportEmail }) => ({
    subject: 'Welcome to Signal Studio',
    preview: `Your account is ready. Next: ${nextStep.title}.`,
    reason: `You get this mail because an account was created for ${email}.`,
    blocks: [
      { kind: 'heading', text: 'Welcome to Signal Studio' },
      { kind: 'paragraph', text: `Your account for ${email} is ready.` },
      ...(confirmationUrl
        ? [
            {
              kind: 'paragraph' as const,
              text: 'First, confirm that this address is yours:',
            },
            { kind: 'button' as const, label: 'Confirm my e-mail address', url: confirmationUrl },
          ]
        : []),
      { kind: 'paragraph', text: `Your next step: ${nextStep.title}. ${nextStep.detail}` },
      { kind: 'button', label: nextStep.label, url: nextStep.url },
      {
        kind: 'links',
        links: [{ label: 'Your dashboard', url: dashboardUrl }],
      },
      {
        kind: 'note',
        text: `If you did not create this account, write to ${supportEmail} and we will close it.`,
      },
    ],
  }),
  redact: (data) => (data.confirmationUrl ? { ...data, confirmationUrl: removedLink } : data),
});

export const accountDeleted = defineMailTemplate<{ email: string; deletedAt: string }>({
  compose: ({ email, deletedAt }, { supportEmail }) => ({
    subject: 'Your Signal Studio account is deleted',
    preview: 'Your account and its data are gone; orders stay, without your address.',
    reason: `You get this mail because the account of ${email} was deleted.`,
    blocks: [
      { kind: 'heading', text: 'Your account is deleted' },
      {
        kind: 'paragraph',
        text: `The Signal Studio account of ${email} was deleted on ${formatMailDate(deletedAt)}, with its tasks, folders, clients and sessions. Folders you shared went to a member who could manage them.`,
      },
      {
        kind: 'paragraph',
        text: 'Orders stay in our books, as the law asks, without your e-mail address. A subscription that was renewing ends with the period you paid for.',
      },
      {
        kind: 'note',
        text: `This is the last mail about this account. If you did not delete it, write to ${supportEmail} at once.`,
      },
    ],
  }),
});
