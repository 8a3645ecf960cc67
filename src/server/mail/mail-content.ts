/**
 * What a template says, independent of how it is drawn: one list of blocks that the
 * layout renders twice, as HTML (mail-layout.tsx) and as plain text (mail-text.ts), so the
 * two parts of a mail never disagree.
 */
export type MailBlock =
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'button'; label: string; url: string }
  /** Label and value pairs: a receipt's lines, a session's date and link. */
  | { kind: 'facts'; rows: ReadonlyArray<{ label: string; value: string; url?: string }> }
  /** Someone else's words (a contact message), shown set apart. */
  | { kind: 'quote'; text: string }
  | { kind: 'links'; links: ReadonlyArray<{ label: string; url: string }> }
  | { kind: 'note'; text: string };

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

export interface MailContent {
  subject: string;
  /** The line inboxes show after the subject. */
  preview: string;
  blocks: readonly MailBlock[];
  /** Why this person gets this mail, printed in the footer. */
  reason: string;
  attachments?: readonly MailAttachment[];
}

/** The studio as every mail signs it. */
export const studio = { name: 'Signal Studio', city: 'Des Moines, IA' } as const;
