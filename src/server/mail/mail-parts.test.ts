import { describe, expect, it } from 'vitest';
import { classifyFailure, retryDelayMs, retryWindowMs } from './delivery-policy.ts';
import { headerText, MailAddressError, recipientAddress } from './mail-headers.ts';
import { createMailLinks } from './mail-links.ts';
import { renderStoredMail } from './render-mail.ts';

const links = createMailLinks('https://signal.studio', 'a-server-secret-of-some-length');
const settings = { publicUrl: 'https://signal.studio', supportEmail: 'help@signal.studio', links };

describe('what reaches a header', () => {
  it('puts a value with line breaks or control characters on one line', () => {
    expect(headerText('Ada\r\nBcc: x@y.z')).toBe('Ada Bcc: x@y.z');
    expect(headerText('a\u0000b\u2028c\td')).toBe('a b c d');
    expect(headerText('x'.repeat(300))).toHaveLength(200);
  });

  it('takes one plain mailbox as a recipient and refuses anything more', () => {
    expect(recipientAddress(' ada@studio.dev ')).toBe('ada@studio.dev');
    for (const bad of [
      'ada@studio.dev\r\nBcc: x@y.z',
      'ada@studio.dev, bob@studio.dev',
      'Ada <ada@studio.dev>',
      'not-an-address',
    ]) {
      expect(() => recipientAddress(bad)).toThrow(MailAddressError);
    }
  });
});

describe('signed mail links', () => {
  it('verify what they say and nothing altered', () => {
    const url = new URL(links.unsubscribe('webinar-reminders', 'Ada@Studio.dev'));
    const token = url.searchParams.get('t')!;
    expect(links.verify(token)).toEqual({
      action: 'unsubscribe',
      list: 'webinar-reminders',
      email: 'ada@studio.dev',
    });
    const [payload, signature] = token.split('.');
    const otherPayload = Buffer.from('u\nwebinar-reminders\nbob@studio.dev').toString('base64url');
    expect(links.verify(`${otherPayload}.${signature}`)).toBeUndefined();
    expect(links.verify(`${payload}.${signature}x`)).toBeUndefined();
    const other = createMailLinks('https://signal.studio', 'another-secret-entirely');
    expect(other.verify(token)).toBeUndefined();
  });
});

describe('delivery policy', () => {
  it('stops on a 5xx for the recipient or the message, retries everything else', () => {
    expect(classifyFailure({ responseCode: 550, command: 'RCPT TO' })).toBe('permanent');
    expect(classifyFailure({ responseCode: 554, command: 'DATA' })).toBe('permanent');
    expect(classifyFailure({ responseCode: 535, command: 'AUTH PLAIN' })).toBe('temporary');
    expect(classifyFailure({ responseCode: 451, command: 'RCPT TO' })).toBe('temporary');
    expect(classifyFailure({ code: 'ECONNREFUSED' })).toBe('temporary');
    expect(classifyFailure(new Error('timeout'))).toBe('temporary');
  });

  it('backs off and keeps trying for more than a day', () => {
    expect([1, 2, 3, 8, 30].map((tries) => retryDelayMs(tries) / 60_000)).toEqual([
      1, 2, 5, 120, 120,
    ]);
    expect(retryWindowMs).toBeGreaterThanOrEqual(24 * 60 * 60 * 1000);
  });
});

describe('rendering', () => {
  it('gives a marketing mail both parts, the footer and one-click unsubscribe headers', () => {
    const mail = renderStoredMail(
      {
        id: '00000000-0000-4000-8000-000000000001',
        kind: 'waitlist_open',
        recipient: 'ada@studio.dev',
        list: 'event-announcements',
        data: { name: 'Ada Lovelace', event: 'spark-summit', when: 'Thursday, June 4, 2026' },
      },
      settings,
    );
    expect(mail.subject).toBe('The next Spark Summit is open');
    expect(mail.text).toContain('Hi Ada, you asked to hear when the next Spark Summit opens.');
    expect(mail.text).toContain('Signal Studio · Des Moines, IA · https://signal.studio');
    expect(mail.html).toContain('Thursday, June 4, 2026');
    expect(mail.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(mail.headers['List-Unsubscribe']).toMatch(
      /^<https:\/\/signal\.studio\/mail\/unsubscribe\?t=/,
    );
    expect(mail.messageId).toBe('<00000000-0000-4000-8000-000000000001@signal.studio>');
  });

  it('keeps a transactional mail free of unsubscribe headers and can drop its one-time link', () => {
    const stored = {
      id: '00000000-0000-4000-8000-000000000002',
      kind: 'password_recovery',
      recipient: 'ada@studio.dev',
      list: null,
      data: { link: 'https://signal.studio/reset-password?token_hash=secret', validMinutes: 60 },
    };
    expect(renderStoredMail(stored, settings).headers).toEqual({});
    expect(renderStoredMail(stored, settings).text).toContain('token_hash=secret');
    const kept = renderStoredMail(stored, settings, { redacted: true });
    expect(`${kept.html}${kept.text}`).not.toContain('secret');
  });
});
