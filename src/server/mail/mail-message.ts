import { randomUUID } from 'node:crypto';
import type { SmtpSettings } from './smtp-settings.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

const isAscii = (text: string) => /^[\x20-\x7e\r\n\t]*$/.test(text);

/** RFC 2047 encoded-word for a header that is not plain ASCII. */
function encodeHeader(value: string): string {
  const oneLine = value.replace(/[\r\n]+/g, ' ');
  return isAscii(oneLine) ? oneLine : `=?UTF-8?B?${Buffer.from(oneLine).toString('base64')}?=`;
}

/**
 * The message as DATA carries it: headers, a blank line, the body with CRLF line ends and
 * dot-stuffing (a line starting with "." gets another, so it cannot end the data early).
 * Non-ASCII bodies go as base64 so no 8BITMIME support is needed.
 */
export function formatMessage(settings: SmtpSettings, message: MailMessage): string {
  const ascii = isAscii(message.text);
  const headers = [
    `From: ${encodeHeader(settings.from)}`,
    `To: <${message.to}>`,
    `Subject: ${encodeHeader(message.subject)}`,
    `Date: ${new Date().toUTCString()}`,
    `Message-ID: <${randomUUID()}@${settings.clientName}>`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    `Content-Transfer-Encoding: ${ascii ? '7bit' : 'base64'}`,
  ];
  const body = ascii
    ? message.text
        .split(/\r?\n/)
        .map((line) => (line.startsWith('.') ? `.${line}` : line))
        .join('\r\n')
    : (
        Buffer.from(message.text)
          .toString('base64')
          .match(/.{1,76}/g) ?? []
      ).join('\r\n');
  return `${headers.join('\r\n')}\r\n\r\n${body}`;
}
