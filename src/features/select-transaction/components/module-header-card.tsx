import type { Ref } from 'react';
import type { ServiceModule } from '@/domain/contracts/module-systems';
import { useMessages } from '@/lib/i18n/use-messages';
import { selectTransactionMessages } from '../select-transaction-messages';

/**
 * The chosen module: ✓ when active, ✗ when not, its icon and English and Filipino names (§2.8).
 * Its name is the step's heading, which takes focus when the step opens.
 */
export function ModuleHeaderCard({
  module,
  headingRef,
}: {
  module: Pick<ServiceModule, 'attributes'>;
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  const t = useMessages(selectTransactionMessages);
  const { is_active: active, photo, description, description_filipino: filipino } = module.attributes;
  return (
    <div className="module-header-card">
      <span
        className={active ? 'status-mark active' : 'status-mark inactive'}
        role="img"
        aria-label={active ? t('active') : t('notActive')}
      >
        {active ? '✓' : '✗'}
      </span>
      {photo ? <img src={photo} alt="" width="48" height="48" /> : null}
      <div>
        <h3 ref={headingRef} className="module-name" tabIndex={-1}>
          {description}
        </h3>
        <p className="muted" lang="fil">
          {filipino}
        </p>
      </div>
    </div>
  );
}
