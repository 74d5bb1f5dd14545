import '../applications.css';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import type { ApplicationDefinition } from '@/domain/applications/application-definition';
import { validateApplication } from '@/domain/applications/validate-application';
import { ErrorSummary } from '@/components/error-summary';
import { ApiError } from '@/lib/http';
import { useRuleLanguage } from '@/components/use-rule-language';
import { useMessages } from '@/lib/i18n/use-messages';
import type { Draft } from '../api/get-draft';
import { submitApplication } from '../api/submit-application';
import { applicationsMessages } from '../applications-messages';
import { forgetWaiting } from '../offline-draft';
import { refusedOffline } from '../offline-submit';
import { initialValues, stepOfField } from '../step-of-field';
import { useBilingual } from '../use-bilingual';
import { draftHasAnswers } from '../draft-has-answers';
import { useDraftAutosave } from '../use-draft-autosave';
import { useOptionLists } from '../use-option-lists';
import { DraftStatus } from './draft-status';
import { OfflineSubmitNote } from './offline-submit-note';
import { OptionListsContext } from './option-lists-context';
import { RequirementUploads } from './requirement-uploads';
import { ReviewSummary } from './review-summary';
import { StepItems } from './step-items';
import { StepProgress } from './step-progress';

/** What a filed application answers: its transaction in the history, and its reference. */
export interface Submitted {
  transactionId: string;
  reference: string;
}

/**
 * The one renderer of every application definition: a stepper whose Next checks the step with
 * the definition's own rules (the server's), an error summary per step, a review with Edit, and
 * Submit. The draft is saved to the server as the applicant types and resumed where it was left.
 */
export function ApplicationForm({
  definition,
  draft,
  renderPlaces,
  onSubmitted,
  notice,
  file = (payload) => submitApplication(definition.route, payload),
  keepsDraft = true,
  prefill,
}: {
  definition: ApplicationDefinition;
  draft: Draft | null;
  renderPlaces: (prefix: string) => ReactNode;
  onSubmitted: (submitted: Submitted) => void;
  /** Said above the form instead of "draft resumed" (a pre-filled renewal, a returned application). */
  notice?: ReactNode;
  /** Files it: on the engine's path for its kind by default, the resubmit path for a returned application. */
  file?: (payload: Record<string, unknown>) => ReturnType<typeof submitApplication>;
  /** Saves the draft as the applicant types; not while correcting a returned application. */
  keepsDraft?: boolean;
  /** What a new form (no draft) starts with: the applicant's profile (prefill-from-profile.ts). */
  prefill?: Record<string, unknown> | undefined;
}) {
  const t = useMessages(applicationsMessages);
  const text = useBilingual();
  // The §5 messages in the person's language, loaded before the form shows.
  const language = useRuleLanguage();
  const { optionsOf, remoteOptions } = useOptionLists(definition);
  const fromProfile = !draft && prefill !== undefined && Object.keys(prefill).length > 0;
  const form = useForm({ defaultValues: initialValues(definition, draft?.payload ?? prefill) });
  const [index, setIndex] = useState(() =>
    Math.max(
      0,
      definition.steps.findIndex((s) => s.id === draft?.step),
    ),
  );
  const [summary, setSummary] = useState<Record<string, string>>({});
  const [submitting, setSubmitting] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const steps = definition.steps;
  const step = steps[index] ?? steps[0];
  const values = form.watch() as Record<string, unknown>;
  // Nothing is saved until the person enters something or moves on: fields registering and
  // options arriving change the values too, and made a draft of blanks on a first visit.
  const touched = form.formState.isDirty || moved.current;
  const draftState = useDraftAutosave(
    definition.route,
    values,
    step?.id ?? '',
    !submitting && keepsDraft && touched,
  );

  // A new step starts at its heading, so a screen reader hears where it is.
  useEffect(() => {
    if (moved.current) heading.current?.focus();
  }, [index]);

  if (!step) return null;
  const last = index === steps.length - 1;

  const show = (errors: Record<string, string>) => {
    form.clearErrors();
    for (const [field, message] of Object.entries(errors)) form.setError(field, { type: 'rules', message });
    setSummary(errors);
  };
  const goTo = (next: number) => {
    moved.current = true;
    form.clearErrors();
    setSummary({});
    setIndex(next);
  };
  // Errors of the whole application: open the first step that has one, with that step's errors.
  const showOnTheirStep = (errors: Record<string, string>) => {
    const first = Math.min(
      ...Object.keys(errors)
        .map((k) => stepOfField(definition, k))
        .filter((i) => i >= 0),
    );
    const at = Number.isFinite(first) ? first : index;
    if (at !== index) goTo(at);
    const own = Object.fromEntries(Object.entries(errors).filter(([k]) => stepOfField(definition, k) === at));
    setTimeout(() => show(Object.keys(own).length > 0 ? own : errors), 0);
  };

  const next = () => {
    const result = validateApplication(definition, form.getValues(), {
      steps: [step.id],
      language,
      remoteOptions,
    });
    if (result.ok) goTo(index + 1);
    else show(result.errors);
  };

  const submit = async () => {
    const payload = form.getValues();
    const result = validateApplication(definition, payload, { language, remoteOptions });
    if (!result.ok) return showOnTheirStep(result.errors);
    if (refusedOffline()) return;
    setSubmitting(true);
    try {
      const created = await file(payload);
      void forgetWaiting(definition.route);
      onSubmitted({
        transactionId: created.data.relationships.transaction_history.data.id,
        reference: created.data.attributes.reference_number,
      });
    } catch (err) {
      setSubmitting(false);
      if (err instanceof ApiError && Object.keys(err.fields).length > 0) showOnTheirStep(err.fields);
    }
  };

  return (
    <OptionListsContext value={optionsOf}>
      <FormProvider {...form}>
        <StepProgress steps={steps} current={index} />
        {notice ??
          (draft &&
          draftHasAnswers(draft.payload) &&
          index ===
            Math.max(
              0,
              steps.findIndex((s) => s.id === draft.step),
            ) &&
          !moved.current ? (
            <p className="notice">{t('draftResumed')}</p>
          ) : fromProfile && index === 0 && !moved.current ? (
            <p className="notice">{t('fromProfile')}</p>
          ) : null)}
        <form
          className="application-form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            if (last) void submit();
            else next();
          }}
        >
          <h2 ref={heading} tabIndex={-1}>
            {text(step.title)}
          </h2>
          <ErrorSummary errors={summary} />
          {last ? <ReviewSummary definition={definition} values={values} onEdit={goTo} /> : null}
          {step.requirements ? <RequirementUploads requirements={definition.requirements} /> : null}
          <StepItems step={step} renderPlaces={renderPlaces} />
          {last ? <OfflineSubmitNote /> : null}
          <div className="actions">
            {index > 0 ? (
              <button type="button" className="button secondary" onClick={() => goTo(index - 1)}>
                {t('back')}
              </button>
            ) : null}
            <button type="submit" className="button" disabled={submitting}>
              {last ? (submitting ? t('submitting') : t('submit')) : t('next')}
            </button>
          </div>
          <DraftStatus state={draftState} />
        </form>
      </FormProvider>
    </OptionListsContext>
  );
}
