import { useEffect, useRef } from 'react';
import { Link } from 'wouter';
import type { ImmunizationRegistration } from '@/domain/contracts/help';
import { useMessages } from '@/lib/i18n/use-messages';
import { helpMessages } from '../help-messages';

/** After a registration: who is registered, the reference number and what to bring. */
export function ImmunizationConfirmation({ registration }: { registration: ImmunizationRegistration }) {
  const t = useMessages(helpMessages);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="help-confirmation" aria-labelledby="vax-registered">
      <h2 id="vax-registered" ref={heading} tabIndex={-1}>
        {t('registered')}
      </h2>
      <p>{t('registeredLead', { name: registration.full_name, group: registration.priority_group })}</p>
      <p>{t('referenceLead')}</p>
      <p className="help-reference help-reference-large">{registration.reference_number}</p>
      <p className="muted">{t('registeredNext')}</p>
      <div className="actions">
        <Link href="/" className="button button-secondary">
          {t('backToHome')}
        </Link>
      </div>
    </section>
  );
}
