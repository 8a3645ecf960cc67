/**
 * What may reach a mail header. nodemailer encodes what it is given, but a subject built
 * from a visitor's name must not be able to add a line of its own: line breaks and other
 * control characters become spaces, and an address with anything but one plain mailbox in
 * it is refused before it is stored (the table's check refuses it too).
 */
export class MailAddressError extends Error {
  constructor(address: string) {
    super(`Not a single plain e-mail address: ${JSON.stringify(address.slice(0, 80))}`);
    this.name = 'MailAddressError';
  }
}

// eslint-disable-next-line no-control-regex
const controlCharacters = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g;

/** A header's text on one line, at most `maxLength` characters. */
export function headerText(value: string, maxLength = 200): string {
  const line = value.replace(controlCharacters, ' ').replace(/\s+/g, ' ').trim();
  return line.length > maxLength ? `${line.slice(0, maxLength - 1)}…` : line;
}

const plainMailbox = /^[^\s@<>,;:"()[\]\\]+@[^\s@<>,;:"()[\]\\]+\.[^\s@<>,;:"()[\]\\]+$/;

/** The address, trimmed, if it is exactly one mailbox; throws otherwise. */
export function recipientAddress(value: string): string {
  const address = value.trim();
  if (controlCharacters.test(address) || !plainMailbox.test(address) || address.length > 254) {
    controlCharacters.lastIndex = 0;
    throw new MailAddressError(value);
  }
  controlCharacters.lastIndex = 0;
  return address;
}
