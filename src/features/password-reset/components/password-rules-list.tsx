import { PASSWORD_RULES } from '../new-password';

/** The new-password rules (§5), each ticked once the typed password meets it. */
export function PasswordRulesList({ password, id }: { password: string; id?: string }) {
  return (
    <ul id={id} className="password-rules">
      {PASSWORD_RULES.map((rule) => {
        const met = rule.met(password);
        return (
          <li key={rule.label} className={met ? 'rule-met' : undefined}>
            <span aria-hidden="true">{met ? '✓' : '•'}</span> {rule.label}
            <span className="visually-hidden">{met ? ' (done)' : ''}</span>
          </li>
        );
      })}
    </ul>
  );
}
