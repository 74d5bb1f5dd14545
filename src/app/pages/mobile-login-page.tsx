import { useLocation } from 'wouter';
import { LoginPanel } from '@/features/auth/components/login-panel';
import { useSiteContent } from '../shell/use-site-content';
import { useMessages } from '@/lib/i18n/use-messages';
import { pagesMessages } from './pages-messages';

/** `/mobile/login`: the login form full-page for the wallet web-view; its sessions log out back here. */
export default function MobileLoginPage() {
  const t = useMessages(pagesMessages);
  const content = useSiteContent();
  const [, navigate] = useLocation();
  return (
    <div className="page narrow">
      <h1>{t('login')}</h1>
      <LoginPanel
        content={content}
        mobileLogin
        onForgotPassword={() => navigate('/mobile/forgot-password')}
        onSignUp={() => navigate('/mobile/sign-up')}
      />
    </div>
  );
}
