import { useState } from 'react';
import '@/features/help/help.css';
import type { ImmunizationRegistration } from '@/domain/contracts/help';
import { ImmunizationConfirmation } from '@/features/help/components/immunization-confirmation';
import { ImmunizationForm } from '@/features/help/components/immunization-form';
import { helpMessages } from '@/features/help/help-messages';
import { immunizationValues } from '@/features/help/immunization-values';
import { useMessages } from '@/lib/i18n/use-messages';
import { useSession } from '@/stores/session';

/** `/e-help/immunization-registration` (§2.9): the form pre-filled from the profile, then the reference. */
export default function ImmunizationRegistrationPage() {
  const t = useMessages(helpMessages);
  const profile = useSession((s) => s.profile);
  const [registered, setRegistered] = useState<ImmunizationRegistration | null>(null);
  return (
    <div className="page narrow help-page">
      <h1>{t('immunizationTitle')}</h1>
      {registered ? (
        <ImmunizationConfirmation registration={registered} />
      ) : (
        <>
          <p className="lead">{t('immunizationLead')}</p>
          <ImmunizationForm initial={immunizationValues(profile)} onRegistered={setRegistered} />
        </>
      )}
    </div>
  );
}
