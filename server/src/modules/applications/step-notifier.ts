import type { Infrastructure } from '../../infrastructure';
import { notifyApplicationStep, type StepNotice } from './notify-application-step';

/**
 * Tells the taxpayer of a step once it committed, without waiting for the providers and without
 * throwing: a refused SMS or e-mail is logged, the move stands.
 */
export const stepNotifier =
  (infra: Pick<Infrastructure, 'db' | 'sms' | 'mail' | 'logger'>) =>
  (notice: StepNotice): void => {
    notifyApplicationStep(infra, notice).catch((err: unknown) =>
      infra.logger.warn({ err, applicationId: notice.applicationId }, 'application step notice failed'),
    );
  };
