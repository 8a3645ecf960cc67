import type { MailAttachment } from './mail-content.ts';
import { headerText } from './mail-headers.ts';
import { templateOf } from './mail-kinds.ts';
import { renderMailHtml } from './mail-layout.tsx';
import type { MailContext, MailLinks } from './mail-template.ts';
import { renderMailText } from './mail-text.ts';

/** A stored mail as the worker reads it. */
export interface StoredMail {
  id: string;
  kind: string;
  recipient: string;
  data: Record<string, unknown>;
  list: string | null;
}

/** Everything SMTP needs, rendered from one template. */
export interface PreparedMail {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Only List-Unsubscribe and List-Unsubscribe-Post, on marketing mails. */
  headers: Record<string, string>;
  attachments: readonly MailAttachment[];
  /** The same for every try of one row: a receiving system can drop a repeat. */
  messageId: string;
}

export interface RenderSettings {
  publicUrl: string;
  supportEmail: string;
  links: MailLinks;
}

/** Subject and body of a mail; `redacted` drops its one-time link (what is kept once sent). */
export function renderStoredMail(
  mail: StoredMail,
  settings: RenderSettings,
  { redacted = false }: { redacted?: boolean } = {},
): PreparedMail {
  const template = templateOf(mail.kind);
  const data = (
    redacted && template.redact ? template.redact(mail.data as never) : mail.data
  ) as never;
  const context: MailContext = {
    publicUrl: settings.publicUrl,
    recipient: mail.recipient,
    supportEmail: settings.supportEmail,
    links: settings.links,
  };
  const content = template.compose(data, context);
  const list = template.list;
  const unsubscribeUrl = list ? settings.links.unsubscribe(list, mail.recipient) : undefined;
  const frame = { publicUrl: settings.publicUrl, unsubscribeUrl };
  return {
    to: mail.recipient,
    subject: headerText(content.subject),
    html: renderMailHtml(content, frame),
    text: renderMailText(content, frame),
    headers: unsubscribeUrl
      ? {
          'List-Unsubscribe': `<${unsubscribeUrl}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        }
      : {},
    attachments: content.attachments ?? [],
    messageId: `<${mail.id}@${new URL(settings.publicUrl).hostname}>`,
  };
}

/** Whether a kind's stored copy must lose a one-time link once sent. */
export function holdsSecret(kind: string): boolean {
  return templateOf(kind).redact !== undefined;
}
