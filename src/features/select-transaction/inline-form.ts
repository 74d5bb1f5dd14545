import type { ComponentType } from 'react';
import type { ApplicationStatus, ServiceModule } from '@/domain/contracts/module-systems';
import type { InlineFormModule } from '@/domain/transactions/inline-forms';

/** What an inline inquiry/payment form gets from the dialog (§2.8). */
export interface InlineFormProps {
  module: Pick<ServiceModule, 'id' | 'attributes'>;
  status: ApplicationStatus;
  /** Closes the dialog (after a payment starts, or on cancel). */
  onDone: () => void;
}

/** Inline forms by module type; the app composes this from the billing features that exist. */
export type InlineForms = Partial<Record<InlineFormModule, ComponentType<InlineFormProps>>>;

/** Deployment settings the dialog follows (§2.8, §9). */
export interface SelectTransactionSettings {
  variant: 'current' | 'older';
  /** The deployment's RPTAX flag; ANGELES turns RPTAX into an inline form. */
  rptaxFlag: string;
  /** RPTAX_HAS_OR: choosing module RPTAX_HAS_OR_MODULE_ID goes straight to rptax-billing. */
  rptaxHasOr: boolean;
}
