import { PASSWORD_MIN_LENGTH } from '@/domain/constants/auth';
import { useMessages } from '@/lib/i18n/use-messages';
import { PASSWORD_RULES } from '../new-password';
import { passwordResetMessages } from '../password-reset-messages';

/** The new-password rules (§5), each ticked once the typed password meets it. */
export function PasswordRulesList({ password, id }: { password: string; id?: string }) {
  const t = useMessages(passwordResetMessages);
  return (
    <ul id={id} className="password-rules">
      {PASSWORD_RULES.map((rule) => {
        const met = rule.met(password);
        return (
          <li key={rule.key} className={met ? 'rule-met' : undefined}>
            <span aria-hidden="true">{met ? '✓' : '•'}</span> {t(rule.key, { min: PASSWORD_MIN_LENGTH })}
            <span className="visually-hidden">{met ? t('ruleDone') : ''}</span>
          </li>
        );
      })}
    </ul>
  );
}
