import type { SendAccountMail } from '../auth/auth-ports.ts';
import type { MailOutbox } from './outbox.ts';

/**
 * Auth's account mails go through the outbox like every other mail. Passing auth's
 * `AccountMail` to `enqueue` is where the typecheck compares auth's list of kinds and
 * data with the templates (mail-kinds.ts).
 */
export function accountMailSender(outbox: MailOutbox): SendAccountMail {
  return async (trx, mail) => {
    await outbox.enqueue(trx, mail);
  };
}
