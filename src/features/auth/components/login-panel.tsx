import { useState } from 'react';
import { contentFlag } from '@/content/content-flag';
import type { SiteContent } from '@/content/site-content';
import { Tabs } from '@/components/tabs';
import { useMessages } from '@/lib/i18n/use-messages';
import { authMessages } from '../auth-messages';
import { LoginForm, type LoginMode } from './login-form';
import { UsernameLoginForm } from './username-login-form';

const TAB_LABELS = { username: 'username', mobile: 'mobileNumber', email: 'emailAddress' } as const;

/**
 * The sign-in tabs the content flags allow (§2.4): Username with TAXPAYER_USERNAME, Mobile Number
 * unless SMART_CITY_HEADER, Email with EMAIL_LOGIN.
 */
export function loginModes(content: Pick<SiteContent, 'components'>): LoginMode[] {
  const modes: LoginMode[] = [];
  if (contentFlag(content, 'TAXPAYER_USERNAME')) modes.push('username');
  if (!contentFlag(content, 'SMART_CITY_HEADER')) modes.push('mobile');
  if (contentFlag(content, 'EMAIL_LOGIN')) modes.push('email');
  // Every tab turned off would leave no way in: the mobile number stays.
  return modes.length > 0 ? modes : ['mobile'];
}

/** The tabs and the form of the selected one; switching tabs starts a fresh form. */
export function LoginPanel({
  content,
  mobileLogin = false,
  onForgotPassword,
  onSignUp,
}: {
  content: Pick<SiteContent, 'components'>;
  mobileLogin?: boolean;
  onForgotPassword: () => void;
  onSignUp: () => void;
}) {
  const t = useMessages(authMessages);
  const modes = loginModes(content);
  const [mode, setMode] = useState<LoginMode>(modes[0] ?? 'mobile');
  return (
    <Tabs
      label={t('loginWith')}
      tabs={modes.map((m) => ({ id: m, label: t(TAB_LABELS[m]) }))}
      selected={mode}
      onSelect={(id) => setMode(id as LoginMode)}
    >
      {mode === 'username' ? (
        <UsernameLoginForm mobileLogin={mobileLogin} onSignUp={onSignUp} />
      ) : (
        <LoginForm
          key={mode}
          mode={mode}
          mobileLogin={mobileLogin}
          onForgotPassword={onForgotPassword}
          onSignUp={onSignUp}
        />
      )}
    </Tabs>
  );
}
