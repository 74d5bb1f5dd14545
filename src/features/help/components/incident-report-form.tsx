import { useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { FieldFrame } from '@/components/field-frame';
import { FormFeedback } from '@/components/form-feedback';
import { SelectField } from '@/components/select-field';
import { TextField } from '@/components/text-field';
import { useRulesForm } from '@/components/use-rules-form';
import {
  INCIDENT_DESCRIPTION_MAX,
  INCIDENT_REPORT_RULES,
  INCIDENT_RULE_OPTIONS,
  INCIDENT_TYPES,
  INCIDENT_TYPE_WORDS,
  incidentTimeProblem,
  latestIncidentTime,
  type IncidentReport,
} from '@/domain/contracts/help';
import { wordedOptions } from '@/domain/options/wording';
import { ApiError } from '@/lib/http';
import { useLocale } from '@/lib/i18n/locale';
import { useMessages } from '@/lib/i18n/use-messages';
import { reportIncident, type IncidentPayload } from '../api/report-incident';
import { helpMessages } from '../help-messages';
import { IncidentPhotos, type AttachedPhoto } from './incident-photos';
import { MapPinFields } from './map-pin-fields';
import { PlacePicker } from './place-picker';

const ID = 'incident-';
// `photos` lives beside the form (they upload as chosen); it is here so a server 422 lands on it.
type Values = Omit<IncidentPayload, 'photos'> & {
  region_code: string;
  province_code: string;
  photos?: string[];
};

/** Where the form starts: the resident's home address from the profile, when it has one. */
export type IncidentPlace = Pick<
  Values,
  'region_code' | 'province_code' | 'municipality_code' | 'barangay_code'
>;

/**
 * `/e-help/report-incident`'s form (§2.9): type, when (not later than now), where (the look-up,
 * street, an optional pin), description and up to three photos. The same §5 rules as the server.
 */
export function IncidentReportForm({
  place,
  now = () => new Date(),
  onReported,
}: {
  place: IncidentPlace;
  now?: () => Date;
  onReported: (report: IncidentReport) => void;
}) {
  const t = useMessages(helpMessages);
  const locale = useLocale((s) => s.locale);
  const form = useRulesForm<Values>({
    rules: INCIDENT_REPORT_RULES,
    options: INCIDENT_RULE_OPTIONS,
    defaultValues: {
      incident_type: '',
      occurred_at: '',
      ...place,
      street: '',
      latitude: '',
      longitude: '',
      description: '',
    },
  });
  const [photos, setPhotos] = useState<AttachedPhoto[]>([]);
  const [uploading, setUploading] = useState(false);
  const description = form.watch('description');

  const submit = form.submitWith(
    async ({ region_code: _r, province_code: _p, photos: _photos, ...values }) => {
      const problem = incidentTimeProblem(values.occurred_at, now());
      if (problem) {
        const message = t(problem.includes('future') ? 'timeInFuture' : 'timeInvalid');
        throw new ApiError(message, 422, { occurred_at: message });
      }
      const answer = await reportIncident({ ...values, photos: photos.map((p) => p.url) });
      onReported(answer.data.attributes);
    },
  );

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={(e) => void submit(e)} aria-label={t('reportTitle')}>
        <FormFeedback feedback={form.feedback} idPrefix={ID} />
        <SelectField
          id={`${ID}incident_type`}
          label={t('incidentType')}
          options={wordedOptions(INCIDENT_TYPES, INCIDENT_TYPE_WORDS, locale)}
          error={form.errors.incident_type?.message}
          {...form.register('incident_type')}
        />
        <TextField
          id={`${ID}occurred_at`}
          type="datetime-local"
          label={t('occurredAt')}
          hint={t('occurredAtHint')}
          max={latestIncidentTime(now())}
          error={form.errors.occurred_at?.message}
          {...form.register('occurred_at')}
        />
        <fieldset>
          <legend>{t('where')}</legend>
          <PlacePicker idPrefix={ID} />
          <TextField
            id={`${ID}street`}
            label={t('street')}
            autoComplete="off"
            error={form.errors.street?.message}
            {...form.register('street')}
          />
        </fieldset>
        <MapPinFields idPrefix={ID} />
        <FieldFrame
          id={`${ID}description`}
          label={t('description')}
          hint={t('descriptionHint', { count: description.length, max: INCIDENT_DESCRIPTION_MAX })}
          error={form.errors.description?.message}
        >
          {(control) => (
            <textarea
              {...control}
              rows={5}
              maxLength={INCIDENT_DESCRIPTION_MAX}
              {...form.register('description')}
            />
          )}
        </FieldFrame>
        <IncidentPhotos
          id={`${ID}photos`}
          photos={photos}
          error={form.errors.photos?.message}
          onAdd={(photo) => setPhotos((list) => [...list, photo])}
          onRemove={(url) => setPhotos((list) => list.filter((p) => p.url !== url))}
          onBusy={setUploading}
        />
        <div className="actions">
          <button type="submit" className="button" disabled={form.isSubmitting || uploading}>
            {form.isSubmitting ? t('sending') : t('submitReport')}
          </button>
        </div>
      </form>
    </FormProvider>
  );
}
