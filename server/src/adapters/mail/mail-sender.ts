/** Sends one e-mail; throws when the server refuses it. */
export interface MailSender {
  send(message: { to: string; subject: string; text: string }): Promise<void>;
}
