import { afterEach, describe, expect, it } from 'vitest';
import { startSmtpInbox, type SmtpInbox } from '../testing/smtp-inbox.ts';
import { classifyFailure } from './delivery-policy.ts';
import type { PreparedMail } from './render-mail.ts';
import { createSmtpTransport, type MailTransport } from './smtp-client.ts';
import { parseSmtpUrl } from './smtp-settings.ts';

const mail = (overrides: Partial<PreparedMail> = {}): PreparedMail => ({
  to: 'ada@studio.dev',
  subject: 'Hello',
  html: '<p>Hello</p>',
  text: 'line one\n.starts with a dot\nlast',
  headers: {},
  attachments: [],
  messageId: '<m1@signal.studio>',
  ...overrides,
});

describe('createSmtpTransport', () => {
  let smtp: SmtpInbox | undefined;
  let transport: MailTransport | undefined;
  afterEach(async () => {
    transport?.close();
    await smtp?.close();
    smtp = undefined;
    transport = undefined;
  });

  it('hands a message over with both parts, its headers, credentials and attachment', async () => {
    smtp = await startSmtpInbox();
    const settings = parseSmtpUrl(
      `smtp://mailer:s%3Acret@127.0.0.1:${smtp.port}?from=Studio%20%3Chi%40studio.dev%3E`,
      'https://signal.studio',
    );
    transport = createSmtpTransport(settings);
    const response = await transport.send(
      mail({
        headers: { 'List-Unsubscribe': '<https://signal.studio/u>' },
        attachments: [
          { filename: 'a.ics', contentType: 'text/calendar', content: 'BEGIN:VCALENDAR' },
        ],
      }),
    );
    expect(response).toMatch(/^250/);
    const [received] = smtp.messages;
    expect(received).toMatchObject({ from: 'hi@studio.dev', to: ['ada@studio.dev'] });
    expect(received!.authPlain?.username).toBe('mailer');
    expect(received!.headers.get('from')).toBe('Studio <hi@studio.dev>');
    expect(received!.messageId).toBe('<m1@signal.studio>');
    expect(received!.headers.get('list-unsubscribe')).toBe('<https://signal.studio/u>');
    expect(received!.headers.has('x-mailer')).toBe(false);
    expect(received!.text.trim()).toBe('line one\n.starts with a dot\nlast');
    expect(received!.html).toBe('<p>Hello</p>');
    expect(received!.attachments).toEqual([
      { filename: 'a.ics', contentType: 'text/calendar', content: 'BEGIN:VCALENDAR' },
    ]);
  });

  it('ends a mail only after beforeHandover, and drops it when that fails', async () => {
    smtp = await startSmtpInbox();
    transport = createSmtpTransport(parseSmtpUrl(smtp.url, 'https://signal.studio'));
    const inbox = smtp;
    let acceptedBeforeHandover = -1;
    await transport.send(mail({ to: 'kept@studio.dev' }), {
      beforeHandover: async () => {
        acceptedBeforeHandover = inbox.messages.length;
      },
    });
    expect(acceptedBeforeHandover).toBe(0);
    expect(inbox.to('kept@studio.dev')).toHaveLength(1);

    await expect(
      transport.send(mail({ to: 'dropped@studio.dev' }), {
        beforeHandover: () => Promise.reject(new Error('claim lost')),
      }),
    ).rejects.toThrow();
    // The relay saw the connection close before the end: it keeps nothing, and the pool
    // goes on with a fresh connection.
    await transport.send(mail({ to: 'after@studio.dev' }));
    expect(inbox.to('dropped@studio.dev')).toEqual([]);
    expect(inbox.to('after@studio.dev')).toHaveLength(1);
  });

  it('encodes a subject and body that are not ASCII so they arrive intact', async () => {
    smtp = await startSmtpInbox();
    transport = createSmtpTransport(parseSmtpUrl(smtp.url, 'https://signal.studio'));
    await transport.send(mail({ subject: 'Grüße', text: 'Schöne Grüße' }));
    const [received] = smtp.messages;
    expect(received!.raw).toMatch(/\r\nSubject: =\?UTF-8\?[QB]\?/);
    expect(received!.subject).toBe('Grüße');
    expect(received!.text.trim()).toBe('Schöne Grüße');
  });

  it('fails with the server reply when a recipient is refused: a permanent failure', async () => {
    smtp = await startSmtpInbox();
    smtp.refuseRecipient('ada@studio.dev', '550 5.1.1 no such mailbox');
    transport = createSmtpTransport(parseSmtpUrl(smtp.url, 'https://signal.studio'));
    const error = await transport.send(mail()).catch((caught: unknown) => caught);
    expect(String(error)).toMatch(/no such mailbox/);
    expect(classifyFailure(error)).toBe('permanent');
  });

  it('reads a 4xx for the recipient as temporary', async () => {
    smtp = await startSmtpInbox();
    smtp.refuseRecipient('ada@studio.dev', '451 4.3.0 try again later');
    transport = createSmtpTransport(parseSmtpUrl(smtp.url, 'https://signal.studio'));
    const error = await transport.send(mail()).catch((caught: unknown) => caught);
    expect(classifyFailure(error)).toBe('temporary');
  });

  it('refuses to send credentials in clear text to a server without STARTTLS', async () => {
    smtp = await startSmtpInbox();
    const settings = {
      ...parseSmtpUrl(`smtp://user:pass@127.0.0.1:${smtp.port}`, 'https://signal.studio'),
      isLoopback: false,
    };
    transport = createSmtpTransport(settings);
    await expect(transport.send(mail())).rejects.toThrow(/STARTTLS/);
    expect(smtp.messages).toEqual([]);
  });

  it('fails, temporarily, when nothing listens', async () => {
    transport = createSmtpTransport(parseSmtpUrl('smtp://127.0.0.1:1', 'https://signal.studio'));
    const error = await transport.send(mail()).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Error);
    expect(classifyFailure(error)).toBe('temporary');
  });
});

describe('parseSmtpUrl', () => {
  it('defaults ports and the sender', () => {
    expect(parseSmtpUrl('smtps://mail.host', 'https://signal.studio')).toMatchObject({
      host: 'mail.host',
      port: 465,
      isImplicitTls: true,
      from: 'Signal Studio <no-reply@signal.studio>',
      fromAddress: 'no-reply@signal.studio',
    });
    expect(parseSmtpUrl('smtp://mail.host', 'https://signal.studio').port).toBe(587);
  });

  it('rejects a sender that could inject headers', () => {
    expect(() =>
      parseSmtpUrl('smtp://h?from=a%40b.c%0D%0ABcc%3A%20x%40y.z', 'https://signal.studio'),
    ).toThrow(/from/);
  });
});
