import { useEffect } from 'react';
import type { Google2faSetup } from '@/domain/contracts/mfa';
import { useMessages } from '@/lib/i18n/use-messages';
import { generateGoogle2fa } from '../api/generate-google-2fa';
import { mfaMessages } from '../mfa-messages';
import { useAction } from '../use-action';
import { AuthenticatorSetup } from './authenticator-setup';
import { MfaStepNav } from './mfa-step-nav';

export type SetupKey = Google2faSetup['data']['attributes'];

/**
 * The authenticator's setup steps (§4): a new key is made once per dialog (Back from the code keeps
 * it, so the app's entry stays valid), then Next to the code.
 */
export function AppSetupStep({
  token,
  setup,
  onSetup,
  onNext,
  onBack,
  onChangeMethod,
}: {
  /** The challenge during sign-in; absent on the profile (the session is used). */
  token?: string;
  setup: SetupKey | null;
  onSetup: (setup: SetupKey) => void;
  onNext: () => void;
  onBack: () => void;
  onChangeMethod?: () => void;
}) {
  const t = useMessages(mfaMessages);
  const action = useAction();
  useEffect(() => {
    if (setup) return;
    void action.run(async () => onSetup((await generateGoogle2fa(token)).data.attributes));
    // Once on arrival: the key must not change under a person adding it to the app.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <div>
      {action.error ? (
        <p className="form-alert" role="alert">
          {action.error}
        </p>
      ) : (
        <AuthenticatorSetup setup={setup} />
      )}
      <button type="button" className="button button-block" disabled={!setup} onClick={onNext}>
        {t('next')}
      </button>
      <MfaStepNav onBack={onBack} onChangeMethod={onChangeMethod} />
    </div>
  );
}
