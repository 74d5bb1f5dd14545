import type { Db } from '../../db/client';
import { outbox } from '../../db/auth-schema';
import type { SmsSender } from './sms-sender';

/** The local SMS adapter: messages land in the outbox table that /dev/outbox shows. */
export function createOutboxSms(db: Db): SmsSender {
  return {
    async send(to, body) {
      await db.insert(outbox).values({ channel: 'sms', to, body });
    },
  };
}
