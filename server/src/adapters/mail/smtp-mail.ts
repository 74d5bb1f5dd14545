import nodemailer from 'nodemailer';
import type { MailSender } from './mail-sender';

/** E-mail through an SMTP server (`smtp://user:pass@host:587` or `smtps://…`). */
export function createSmtpMail(options: { url: string; from: string }): MailSender {
  const transport = nodemailer.createTransport(options.url);
  return {
    async send({ to, subject, text }) {
      await transport.sendMail({ from: options.from, to, subject, text });
    },
  };
}
