import { afterEach, describe, expect, it } from 'vitest';
import { startFakeSmtpServer, type FakeSmtpServer } from '../testing/fake-smtp-server.ts';
import { sendSmtpMail } from './smtp-client.ts';
import { parseSmtpUrl } from './smtp-settings.ts';

describe('sendSmtpMail', () => {
  let smtp: FakeSmtpServer | undefined;
  afterEach(async () => {
    await smtp?.close();
    smtp = undefined;
  });

  it('hands a message over with its headers, credentials and dot-stuffed body', async () => {
    smtp = await startFakeSmtpServer();
    const settings = parseSmtpUrl(
      `smtp://mailer:s%3Acret@127.0.0.1:${smtp.port}?from=Studio%20%3Chi%40studio.dev%3E`,
      'https://signal.studio',
    );
    await sendSmtpMail(settings, {
      to: 'ada@studio.dev',
      subject: 'Hello',
      text: 'line one\n.starts with a dot\nlast',
    });
    const [mail] = smtp.messages;
    expect(mail).toMatchObject({ from: 'hi@studio.dev', to: ['ada@studio.dev'] });
    expect(Buffer.from(mail!.authPlain!, 'base64').toString()).toBe('\0mailer\0s:cret');
    expect(mail!.data).toContain('From: Studio <hi@studio.dev>\r\n');
    expect(mail!.data).toContain('Subject: Hello\r\n');
    expect(mail!.data).toContain('\r\n\r\nline one\r\n.starts with a dot\r\nlast');
  });

  it('encodes a subject and body that are not ASCII so they arrive intact', async () => {
    smtp = await startFakeSmtpServer();
    const settings = parseSmtpUrl(smtp.url, 'https://signal.studio');
    await sendSmtpMail(settings, { to: 'ada@studio.dev', subject: 'Grüße', text: 'Schöne Grüße' });
    const [mail] = smtp.messages;
    expect(mail!.data).toMatch(/\r\nSubject: =\?UTF-8\?[QB]\?/);
    expect(mail!.data).toContain('charset=utf-8');
    expect(mail!.data).not.toContain('Schöne');
    expect(mail!.text.trim()).toBe('Schöne Grüße');
  });

  it('fails with the server reply when a recipient is refused', async () => {
    smtp = await startFakeSmtpServer({ rcptReply: '550 no such mailbox' });
    const settings = parseSmtpUrl(smtp.url, 'https://signal.studio');
    await expect(
      sendSmtpMail(settings, { to: 'ada@studio.dev', subject: 'Hi', text: 'Hi' }),
    ).rejects.toThrow(/550 no such mailbox/);
  });

  it('refuses to send credentials in clear text to a server without STARTTLS', async () => {
    smtp = await startFakeSmtpServer();
    const settings = {
      ...parseSmtpUrl(`smtp://user:pass@127.0.0.1:${smtp.port}`, 'https://signal.studio'),
      isLoopback: false,
    };
    await expect(
      sendSmtpMail(settings, { to: 'ada@studio.dev', subject: 'Hi', text: 'Hi' }),
    ).rejects.toThrow(/STARTTLS/);
    expect(smtp.messages).toEqual([]);
  });

  it('fails when nothing listens', async () => {
    const settings = parseSmtpUrl('smtp://127.0.0.1:1', 'https://signal.studio');
    await expect(
      sendSmtpMail(settings, { to: 'ada@studio.dev', subject: 'Hi', text: 'Hi' }),
    ).rejects.toThrow();
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
