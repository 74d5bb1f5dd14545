import { useSnapshot } from 'valtio';
import { siteContent } from '@/content/site-content';
import { Modal } from '@/components/modal';
import { useMessages } from '@/lib/i18n/use-messages';
import { closeDialog, openDialog } from '@/stores/auth-dialogs';
import { authMessages } from '../auth-messages';
import { LoginPanel } from './login-panel';
import { LoginServicesPanel } from './login-services-panel';

/**
 * The login modal (§2.4): sign-in tabs on the left, the services on the right. Closing unmounts
 * it, which clears the form and its state.
 */
export function LoginModal() {
  const t = useMessages(authMessages);
  const content = useSnapshot(siteContent);
  return (
    <Modal title={t('login')} onClose={closeDialog} size="large">
      <div className="login-layout">
        <div className="login-main">
          <LoginPanel
            content={content}
            onForgotPassword={() => openDialog('forgot')}
            onSignUp={() => openDialog('signup')}
          />
        </div>
        <LoginServicesPanel services={content.services} />
      </div>
    </Modal>
  );
}
