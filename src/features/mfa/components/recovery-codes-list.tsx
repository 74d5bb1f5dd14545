import { useState } from 'react';
import { useMessages } from '@/lib/i18n/use-messages';
import { mfaMessages } from '../mfa-messages';

/**
 * Recovery codes, shown once (issue 16): the list, Copy and Download, so a person can keep them
 * somewhere other than the phone they may lose.
 */
export function RecoveryCodesList({ codes }: { codes: readonly string[] }) {
  const t = useMessages(mfaMessages);
  const [said, setSaid] = useState('');
  const text = [t('codesFileHeading'), '', ...codes].join('\n');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setSaid(t('copied'));
    } catch {
      // No clipboard (an insecure page, a refused permission): the list and Download remain.
      setSaid(t('copyFailed'));
    }
  };
  const download = () => {
    const url = URL.createObjectURL(new Blob([`${text}\n`], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'recovery-codes.txt';
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 1_000);
  };

  return (
    <div className="recovery-codes">
      <ol className="recovery-code-list" aria-label={t('codesList')}>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className="recovery-code-actions">
        <button type="button" className="button button-secondary" onClick={() => void copy()}>
          {t('copyCodes')}
        </button>
        <button type="button" className="button button-secondary" onClick={download}>
          {t('downloadCodes')}
        </button>
      </div>
      <p role="status" className="field-hint">
        {said}
      </p>
    </div>
  );
}
