import { useMessages } from '@/lib/i18n/use-messages';
import { useFetch } from '@/lib/use-fetch';
import { getSettings } from '../api/get-settings';
import { setFlag } from '../api/set-flag';
import { setModule } from '../api/set-module';
import { operationsMessages } from '../operations-messages';
import { useConsoleAction } from '../use-console-action';
import { ConsoleLoadFailed } from './console-load-failed';
import { SettingForm } from './setting-form';

/**
 * `/console/settings`: the site's switches (e-mail sign-in, username + PIN …), the operator
 * settings, and which services are open or coming soon; each saved as it is changed.
 */
export function SettingsAdmin() {
  const t = useMessages(operationsMessages);
  const { state, reload, refresh } = useFetch('settings', (signal) => getSettings(signal));
  const action = useConsoleAction();
  const change = async (work: () => Promise<unknown>, message: string) => {
    if ((await action.run(work, () => message)) !== undefined) refresh();
  };
  if (state.status === 'error') return <ConsoleLoadFailed onRetry={reload} />;
  if (!state.data) return <div role="status" aria-busy="true" aria-label={t('loading')} />;
  const { flags, settings, modules } = state.data.data;
  return (
    <>
      <p role="status" className="console-notice">
        {action.done}
      </p>
      {action.error ? (
        <p role="alert" className="console-error">
          {action.error}
        </p>
      ) : null}
      <section className="console-card" aria-labelledby="flags-title">
        <h2 id="flags-title">{t('switches')}</h2>
        <p className="console-muted">{t('switchesIntro')}</p>
        {Object.entries(flags).map(([name, on]) => (
          <label key={name} className="console-check">
            <input
              type="checkbox"
              checked={on}
              disabled={action.busy}
              onChange={(e) =>
                void change(
                  () => setFlag(name, e.target.checked),
                  t(e.target.checked ? 'switchedOn' : 'switchedOff', { name }),
                )
              }
            />
            {name}
          </label>
        ))}
      </section>
      <section className="console-card" aria-labelledby="settings-title">
        <h2 id="settings-title">{t('settings')}</h2>
        {settings.map((s) => (
          <SettingForm key={s.key} name={s.key} value={s.value} />
        ))}
      </section>
      <section className="console-card" aria-labelledby="modules-title">
        <h2 id="modules-title">{t('modules')}</h2>
        <ul className="console-requirements">
          {modules.map((m) => (
            <li key={m.code}>
              <span>
                {m.code} <span className="console-muted">{m.description}</span>
              </span>
              <span className="console-buttons">
                <label className="console-check">
                  <input
                    type="checkbox"
                    checked={m.is_active}
                    disabled={action.busy}
                    onChange={(e) =>
                      void change(
                        () => setModule(m.code, { is_active: e.target.checked }),
                        t('moduleSaved', { name: m.code }),
                      )
                    }
                  />
                  {t('moduleActive', { name: m.code })}
                </label>
                <label className="console-check">
                  <input
                    type="checkbox"
                    checked={m.is_coming_soon}
                    disabled={action.busy}
                    onChange={(e) =>
                      void change(
                        () => setModule(m.code, { is_coming_soon: e.target.checked }),
                        t('moduleSaved', { name: m.code }),
                      )
                    }
                  />
                  {t('moduleComingSoon', { name: m.code })}
                </label>
              </span>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
