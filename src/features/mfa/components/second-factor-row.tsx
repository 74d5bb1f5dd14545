import type { MfaType } from '@/domain/contracts/mfa';
import { useMessages } from '@/lib/i18n/use-messages';
import { mfaMessages } from '../mfa-messages';

/** One second factor on the profile: its state, Turn on / Turn off, and Use first when it is on. */
export function SecondFactorRow({
  method,
  on,
  preferred,
  unavailable,
  busy,
  onToggle,
  onPrefer,
}: {
  method: MfaType;
  on: boolean;
  preferred: boolean;
  /** Why it cannot be turned on (no confirmed e-mail), if so. */
  unavailable?: string | undefined;
  busy: boolean;
  onToggle: () => void;
  onPrefer: () => void;
}) {
  const t = useMessages(mfaMessages);
  const name = t(method);
  return (
    <li className="security-row">
      <div>
        <span className="security-row-name">{name}</span>{' '}
        <span className={`status-pill ${on ? 'status-pill-on' : 'status-pill-off'}`}>
          {on ? t('on') : t('off')}
        </span>
        {preferred && on ? <span className="field-hint"> · {t('preferred')}</span> : null}
        {unavailable && !on ? <p className="field-hint">{unavailable}</p> : null}
      </div>
      <div className="security-row-actions">
        {on && !preferred ? (
          <button
            type="button"
            className="button button-secondary"
            aria-label={t('makePreferredMethod', { method: name })}
            disabled={busy}
            onClick={onPrefer}
          >
            {t('makePreferred')}
          </button>
        ) : null}
        <button
          type="button"
          className={on ? 'button button-secondary' : 'button'}
          aria-label={t(on ? 'turnOffMethod' : 'turnOnMethod', { method: name })}
          disabled={busy || (!on && unavailable !== undefined)}
          onClick={onToggle}
        >
          {on ? t('turnOff') : t('turnOn')}
        </button>
      </div>
    </li>
  );
}
