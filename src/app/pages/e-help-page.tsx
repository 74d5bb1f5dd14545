import { Link } from 'wouter';
import { useMessages } from '@/lib/i18n/use-messages';
import { useSession } from '@/stores/session';
import { siteShellMessages } from '../shell/site-shell-messages';
import { pagesMessages } from './pages-messages';

/**
 * `/e-help` (§2.1 private, §2.2 public): 'How can we help?' as a page, with the E-Help dialog's
 * topics. Signed out, each topic asks for a sign-in and comes back; signed in, one's reports too.
 */
export default function EHelpPage() {
  const t = useMessages(pagesMessages);
  const shell = useMessages(siteShellMessages);
  const signedIn = useSession((s) => s.status === 'signed-in');
  return (
    <div className="page narrow">
      <h1>{t('eHelpTitle')}</h1>
      <p className="lead">{t('eHelpLead')}</p>
      <ul className="help-topics">
        <li>
          <Link href="/e-help/report-incident" className="button button-secondary">
            {shell('reportIncident')}
          </Link>
        </li>
        <li>
          <Link href="/e-help/immunization-registration" className="button button-secondary">
            {shell('immunizationRegistration')}
          </Link>
        </li>
        {signedIn ? (
          <li>
            <Link href="/e-help/my-reports">{t('myReports')}</Link>
          </li>
        ) : null}
      </ul>
    </div>
  );
}
