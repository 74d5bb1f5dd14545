import type { ServiceModule } from '@/domain/contracts/module-systems';

/** The chosen module: ✓ when active, ✗ when not, its icon and English and Filipino names (§2.8). */
export function ModuleHeaderCard({ module }: { module: Pick<ServiceModule, 'attributes'> }) {
  const { is_active: active, photo, description, description_filipino: filipino } = module.attributes;
  return (
    <div className="module-header-card">
      <span
        className={active ? 'status-mark active' : 'status-mark inactive'}
        role="img"
        aria-label={active ? 'Active' : 'Not active'}
      >
        {active ? '✓' : '✗'}
      </span>
      {photo ? <img src={photo} alt="" width="48" height="48" /> : null}
      <div>
        <p className="module-name">{description}</p>
        <p className="muted" lang="fil">
          {filipino}
        </p>
      </div>
    </div>
  );
}
