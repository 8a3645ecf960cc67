import type { AccountMailData, AccountMailKind, SendAccountMail } from '../auth/auth-ports.ts';
import type { MailData } from './mail-kinds.ts';
import type { MailOutbox } from './outbox.ts';

/** The kinds whose data, as auth sends it, is not what their template reads. */
type DisagreeingKinds = {
  [Kind in AccountMailKind]: AccountMailData[Kind] extends MailData<Kind> ? never : Kind;
}[AccountMailKind];

/** A type error names the kind when auth's list and the templates (mail-kinds.ts) drift. */
function noneDisagree<_Kinds extends never>(): void {}
noneDisagree<DisagreeingKinds>();

/** Auth's account mails go through the outbox like every other mail. */
export function accountMailSender(outbox: MailOutbox): SendAccountMail {
  return async (trx, mail) => {
    await outbox.enqueue(trx, mail);
  };
}
