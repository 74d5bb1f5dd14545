import { get, useFormContext } from 'react-hook-form';
import { REQUIREMENTS_FIELD, type RequirementDefinition } from '@/domain/applications/application-definition';
import { conditionHolds } from '@/domain/applications/condition-holds';
import { ImageUploadField } from '@/components/image-upload-field';
import { useMessages } from '@/lib/i18n/use-messages';
import { uploadRequirement } from '../api/upload-requirement';
import { applicationsMessages } from '../applications-messages';
import { useBilingual } from '../use-bilingual';

/** The documents to upload, those that apply to the answers so far, each with its progress. */
export function RequirementUploads({ requirements }: { requirements: readonly RequirementDefinition[] }) {
  const t = useMessages(applicationsMessages);
  const text = useBilingual();
  const { watch, setValue, clearErrors, formState } = useFormContext();
  const values = watch() as Record<string, unknown>;
  const shown = requirements.filter((r) => conditionHolds(r.when, values));
  return (
    <div className="application-requirements">
      <p>{t('requirementsIntro')}</p>
      {shown.map((requirement) => {
        const name = `${REQUIREMENTS_FIELD}.${requirement.code}`;
        const uploaded = typeof get(values, name) === 'string' && get(values, name) !== '';
        const error = (get(formState.errors, name) as { message?: string } | undefined)?.message;
        const label = requirement.required
          ? text(requirement.label)
          : `${text(requirement.label)} (${t('optional')})`;
        return (
          <ImageUploadField
            key={requirement.code}
            id={name}
            label={label}
            hint={uploaded ? t('uploaded') : undefined}
            error={error}
            upload={async (file, onProgress) => {
              const url = await uploadRequirement(file, onProgress);
              setValue(name, url, { shouldDirty: true });
              clearErrors(name);
            }}
          />
        );
      })}
    </div>
  );
}
