import type { ServiceModule } from '@/domain/contracts/module-systems';
import { useMessages } from '@/lib/i18n/use-messages';
import { selectTransactionMessages } from '../select-transaction-messages';

const CATEGORIES = ['E-Government', 'E-Services'] as const;

/**
 * Step 1: the active modules in two columns, E-Government and E-Services (one on small screens). A
 * coming-soon module says so in its name, before it is chosen (issue 12).
 */
export function ModuleColumns({
  modules,
  onChoose,
}: {
  modules: ServiceModule[];
  onChoose: (id: string) => void;
}) {
  const t = useMessages(selectTransactionMessages);
  return (
    <div className="module-columns">
      {CATEGORIES.map((category) => {
        const inCategory = modules
          .filter((m) => m.attributes.is_active && m.attributes.category === category)
          .sort((a, b) => a.attributes.sequence - b.attributes.sequence);
        return (
          <section key={category} aria-labelledby={`column-${category}`}>
            <h3 id={`column-${category}`}>{category}</h3>
            {inCategory.length === 0 ? (
              <p className="muted">{t('soon')}</p>
            ) : (
              <ul className="module-list">
                {inCategory.map((m) => (
                  <li key={m.id}>
                    <button
                      type="button"
                      className={m.attributes.is_coming_soon ? 'module-button coming-soon' : 'module-button'}
                      data-module-id={m.id}
                      onClick={() => onChoose(m.id)}
                    >
                      {m.attributes.photo ? (
                        <img src={m.attributes.photo} alt="" width="40" height="40" />
                      ) : null}
                      <span>
                        <strong>{m.attributes.description}</strong>
                        <span className="muted">{m.attributes.description_filipino}</span>
                        {m.attributes.is_coming_soon ? (
                          <em className="module-badge">{t('comingSoon')}</em>
                        ) : null}
                      </span>
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </div>
  );
}
