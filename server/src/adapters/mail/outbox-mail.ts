import type { Db } from '../../db/client';
import { outbox } from '../../db/auth-schema';
import type { MailSender } from './mail-sender';

/** The local e-mail adapter: messages land in the outbox table that /dev/outbox shows. */
export function createOutboxMail(db: Db): MailSender {
  return {
    async send({ to, subject, text }) {
      await db.insert(outbox).values({ channel: 'email', to, subject, body: text });
    },
  };
}
