/** One plain-text mail to one recipient; nodemailer builds the headers and encoding. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}
