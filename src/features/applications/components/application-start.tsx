import { useState, type ComponentProps } from 'react';
import { REQUIREMENTS_FIELD } from '@/domain/applications/application-definition';
import { subjectIdField } from '@/domain/applications/application-kind';
import { useMessages } from '@/lib/i18n/use-messages';
import { getBusiness } from '../api/get-business';
import { inquireBusiness } from '../api/inquire-business';
import type { Draft } from '../api/get-draft';
import { applicationsMessages } from '../applications-messages';
import { ApplicationForm } from './application-form';
import { ChooseBusiness, type ChosenBusiness } from './choose-business';

// What a renewal does not take over from the business's last application: last year's papers
// and certification are given anew.
const NOT_CARRIED = new Set([REQUIREMENTS_FIELD, 'terms_and_conditions_accepted']);

/** The form's first answers for a business: its latest form where this kind asks the whole form. */
async function startFor(business: ChosenBusiness, wholeForm: boolean, idField: string): Promise<Draft> {
  const { meta } = await getBusiness(business.id);
  const carried = wholeForm
    ? Object.fromEntries(Object.entries(meta.payload).filter(([k]) => !NOT_CARRIED.has(k)))
    : {};
  return { payload: { ...carried, [idField]: Number(business.id) }, step: null };
}

/**
 * Where an application starts: the draft if there is one; for a kind filed for a business the
 * applicant has (its subject `existing`), first the choice of business, then the form pre-filled
 * from that business's latest application where the kind holds the whole record (§2.8: RENEW's
 * old-data retrieval).
 */
export function ApplicationStart(props: ComponentProps<typeof ApplicationForm>) {
  const t = useMessages(applicationsMessages);
  const { definition, draft } = props;
  const [start, setStart] = useState<{
    draft: Draft;
    name: string;
    open: Awaited<ReturnType<typeof inquireBusiness>>;
  } | null>(null);
  const [busy, setBusy] = useState(false);
  const idField = subjectIdField(definition.subject);
  // The one existing subject the portal can choose today is a business.
  const needsBusiness =
    definition.subject.kind === 'business' &&
    definition.subject.existing === true &&
    draft?.payload[idField] === undefined;

  if (!needsBusiness) return <ApplicationForm {...props} />;
  if (!start) {
    const choose = async (business: ChosenBusiness) => {
      setBusy(true);
      try {
        const [draft, open] = await Promise.all([
          startFor(business, definition.subject.holdsRecord === true, idField),
          inquireBusiness(definition.transactionType, business.id),
        ]);
        setStart({ draft, name: business.name, open });
      } finally {
        setBusy(false);
      }
    };
    return <ChooseBusiness busy={busy} onChosen={(b) => void choose(b)} />;
  }
  const wholeForm = Object.keys(start.draft.payload).length > 1;
  return (
    <ApplicationForm
      {...props}
      draft={start.draft}
      notice={
        <div className="notice">
          <p>
            {wholeForm
              ? t('prefilled', { business: start.name })
              : t('forBusiness', { business: start.name })}
          </p>
          {/* What the inquiry offers (quarterly, delinquent): the server refuses anything else. */}
          {start.open && 'quarterFrom' in start.open ? (
            <p>
              {start.open.quarterFrom > 4
                ? t('noQuarterOpen')
                : t('quartersOpen', { quarter: String(start.open.quarterFrom) })}
            </p>
          ) : null}
          {start.open && 'years' in start.open ? (
            <p>
              {start.open.years.length === 0
                ? t('noYearOpen')
                : t('yearsOpen', { years: start.open.years.join(', ') })}
            </p>
          ) : null}
        </div>
      }
    />
  );
}
