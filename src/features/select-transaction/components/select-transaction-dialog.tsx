import './select-transaction.css';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import type { ApplicationStatus, ServiceModule } from '@/domain/contracts/module-systems';
import { transactionAction } from '@/domain/transactions/transaction-action';
import {
  OLDER_RPTAX_HIDDEN_STATUS_ID,
  RPTAX_HAS_OR_MODULE_ID,
} from '@/domain/transactions/transaction-routes';
import { Modal } from '@/components/modal';
import { useFetch } from '@/lib/use-fetch';
import { getModule } from '../api/get-module';
import { getModules } from '../api/get-modules';
import type { InlineForms, SelectTransactionSettings } from '../inline-form';
import { proceed } from '../proceed';
import { chooseModule, resetSelectTransaction, useSelectTransaction } from '../select-transaction-store';
import { ModuleColumns } from './module-columns';
import { ModuleStep } from './module-step';
import { useMessages } from '@/lib/i18n/use-messages';
import { selectTransactionMessages } from '../select-transaction-messages';

type Detail = { module: Pick<ServiceModule, 'id' | 'attributes'>; statuses: ApplicationStatus[] };

/** E-Government → Select Transaction (§2.8): pick a service, then what to do; Proceed opens its page. */
export default function SelectTransactionDialog({
  onClose,
  inlineForms,
  settings,
}: {
  onClose: () => void;
  inlineForms: InlineForms;
  settings: SelectTransactionSettings;
}) {
  const t = useMessages(selectTransactionMessages);
  const [, navigate] = useLocation();
  const { step, moduleId, statusId } = useSelectTransaction();
  const listed = useFetch('modules', (signal) => getModules(signal)).state;
  // A list that could not be read shows as empty (the dialog says so), never a spinner forever.
  const modules: ServiceModule[] | null =
    listed.status === 'ready' ? listed.data.data : listed.status === 'error' ? [] : null;
  const detail = useFetch(moduleId, async (signal): Promise<Detail> => {
    const doc = await getModule(moduleId ?? '', signal);
    const hidden = settings.variant === 'older' && doc.data.attributes.name === 'RPTAX';
    const statuses = doc.included.filter((s) => !hidden || Number(s.id) !== OLDER_RPTAX_HIDDEN_STATUS_ID);
    return { module: doc.data, statuses };
  }).state.data;
  const [busy, setBusy] = useState(false);
  const body = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const chosen = useRef<string | null>(null);

  const close = () => {
    resetSelectTransaction();
    onClose();
  };
  const go = async (d: Detail, status: ApplicationStatus) => {
    setBusy(true);
    const path = await proceed(d.module, status, settings.variant).finally(() => setBusy(false));
    close();
    navigate(path);
  };

  const choose = (id: string) => {
    chosen.current = id;
    chooseModule(id);
  };

  // Each step replaces the one before, and the button pressed with it: focus goes to the new
  // step's heading (the dialog itself while the module loads), and Back returns it to the module
  // chosen, so it never falls to <body>, where Escape would not reach the dialog (issue 12).
  useEffect(() => {
    if (step === 'module')
      (heading.current ?? body.current?.closest<HTMLElement>('[role="dialog"]'))?.focus();
    else if (chosen.current)
      body.current?.querySelector<HTMLElement>(`[data-module-id="${chosen.current}"]`)?.focus();
  }, [step, detail]);

  useEffect(() => resetSelectTransaction, []);
  // RPTAX with an OR (a content setting) has one transaction: it proceeds as soon as it is read.
  useEffect(() => {
    const first = detail?.statuses[0];
    if (detail && first && settings.rptaxHasOr && detail.module.id === RPTAX_HAS_OR_MODULE_ID)
      void go(detail, first);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `go` is recreated each render; this follows the module read.
  }, [detail]);

  const status = detail?.statuses.find((s) => s.id === statusId);
  const action = detail
    ? transactionAction(
        {
          type: detail.module.attributes.name,
          active: detail.module.attributes.is_active,
          comingSoon: detail.module.attributes.is_coming_soon,
        },
        status?.attributes.name,
        { rptaxFlag: settings.rptaxFlag, hasForm: (form) => inlineForms[form] !== undefined },
      )
    : null;

  return (
    <Modal
      title={t('title')}
      onClose={close}
      size="large"
      footer={
        step === 'module' ? (
          <>
            {/* Named apart from a bill's own Back (to its search), which can show above it. */}
            <button type="button" className="button button-secondary" onClick={resetSelectTransaction}>
              {t('backToServices')}
            </button>
            {detail && (action?.kind === 'choose-type' || action?.kind === 'proceed') ? (
              <button
                type="button"
                className="button"
                disabled={action.kind !== 'proceed' || !status || busy}
                onClick={() => status && void go(detail, status)}
              >
                {t('proceed')}
              </button>
            ) : null}
          </>
        ) : null
      }
    >
      <div ref={body}>
        {step === 'list' ? (
          modules ? (
            <ModuleColumns modules={modules} onChoose={choose} />
          ) : (
            <div aria-busy="true" />
          )
        ) : detail && action ? (
          <ModuleStep
            module={detail.module}
            statuses={detail.statuses}
            status={status}
            action={action}
            inlineForms={inlineForms}
            headingRef={heading}
            onDone={close}
          />
        ) : (
          <div aria-busy="true" />
        )}
      </div>
    </Modal>
  );
}
