import { useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import { EXCHANGE_CODE_PARAMS, type SuperAppLinkRequired } from '@/domain/contracts/super-app';
import { ApiError } from '@/lib/http';
import { useMessages } from '@/lib/i18n/use-messages';
import { isLinkRequired, superAppSsoAuth } from '../api/super-app-sso-auth';
import { finishSignOn } from '../finish-sign-on';
import { superAppMessages } from '../superapp-messages';
import { LinkAccountForm } from './link-account-form';

type Step =
  { kind: 'working' } | { kind: 'failed'; message: string } | { kind: 'link'; request: SuperAppLinkRequired };

/** The exchange code in the address (§2.1), under the first of its names present. */
function exchangeCodeIn(search: string): string {
  const params = new URLSearchParams(search);
  return EXCHANGE_CODE_PARAMS.map((name) => params.get(name)?.trim() ?? '').find(Boolean) ?? '';
}

/**
 * /superapp_sso_auth (§2.1): the eGov app opens the portal with an exchange code; it is sent once
 * to the server, which signs the person in — or, when their number belongs to an account, asks
 * for that account's password or a code before linking the two.
 */
export function SuperAppSignOn({ search }: { search: string }) {
  const t = useMessages(superAppMessages);
  const [step, setStep] = useState<Step>(() =>
    exchangeCodeIn(search) ? { kind: 'working' } : { kind: 'failed', message: t('noCode') },
  );
  // A code works once: React's development double effect must not send it twice.
  const sent = useRef(false);

  useEffect(() => {
    const code = exchangeCodeIn(search);
    if (!code || sent.current) return;
    sent.current = true;
    // Out of the address at once: not kept in history, not sent again by a reload.
    window.history.replaceState(window.history.state, '', window.location.pathname);
    superAppSsoAuth(code).then(
      (answer) => {
        if (isLinkRequired(answer)) setStep({ kind: 'link', request: answer as SuperAppLinkRequired });
        else if ('meta' in answer) finishSignOn(answer, t('signedIn'));
      },
      (err: unknown) =>
        setStep({ kind: 'failed', message: err instanceof ApiError ? err.message : t('signOnFailed') }),
    );
  }, [search, t]);

  if (step.kind === 'link') return <LinkAccountForm request={step.request} />;
  return (
    <div className="page narrow center">
      <h1>{t('signOnTitle')}</h1>
      {step.kind === 'working' ? (
        <p role="status" aria-busy="true">
          {t('signingIn')}
        </p>
      ) : (
        <>
          <p role="alert">{step.message}</p>
          <Link href="/" className="button">
            {t('backToHome')}
          </Link>
        </>
      )}
    </div>
  );
}
