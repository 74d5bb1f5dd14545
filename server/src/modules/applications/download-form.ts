import {
  isGroup,
  isPlaces,
  placeFields,
  REQUIREMENTS_FIELD,
  type ApplicationDefinition,
  type FieldDefinition,
} from '@/domain/applications/application-definition';
import { fixedOptions } from '@/domain/applications/application-options';
import { conditionHolds } from '@/domain/applications/condition-holds';
import { formatDateTime } from '@/domain/format/format-date';
import { createPdfLayout } from '../../documents/pdf/pdf-layout';
import '../../http/rule-groups';

export interface FilledForm {
  definition: ApplicationDefinition;
  payload: Record<string, unknown>;
  referenceNumber: string;
  status: string;
  filedAt: Date;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** A stored value as the form shows it: a list's label for its code, Yes/No, blank as a dash. */
function shown(field: FieldDefinition, value: unknown): string {
  if (value === undefined || value === null || value === '') return '-';
  if (field.kind === 'checkbox') return value === true || value === '1' ? 'Yes' : 'No';
  const option = field.options && fixedOptions(field.options)?.find((o) => o.value === String(value));
  if (option) return option.label.en;
  return typeof value === 'string' || typeof value === 'number' ? String(value) : JSON.stringify(value);
}

/**
 * The filled application form as a PDF (§7.5 download_form): every step of its definition with
 * the answers that apply, the activities row by row and which requirements were uploaded. A4,
 * in English (the labels the office files by), as many pages as it takes.
 */
export async function filledFormPdf(form: FilledForm): Promise<Uint8Array<ArrayBuffer>> {
  // The document service's PDF base: wrapped values, new pages as needed (server/src/documents).
  const layout = await createPdfLayout({
    paper: 'A4',
    title: `${form.definition.title.en} ${form.referenceNumber}`,
    createdAt: form.filedAt,
  });
  const heading = (text: string, size: number) => layout.text(text, { size, bold: true });
  const row = (label: string, value: string) => layout.row(label, value, { labelWidth: 232, size: 9 });

  const { definition, payload } = form;
  heading(definition.title.en, 16);
  row('Reference number', form.referenceNumber);
  row('Status', form.status);
  row('Filed', formatDateTime(form.filedAt));
  for (const step of definition.steps) {
    layout.gap(6);
    heading(step.title.en, 12);
    for (const item of step.items ?? []) {
      if (isGroup(item)) {
        const rows = Array.isArray(payload[item.name]) ? (payload[item.name] as unknown[]) : [];
        rows.forEach((raw, index) => {
          const values = isRecord(raw) ? raw : {};
          heading(`${item.itemLabel.en} ${String(index + 1)}`, 10);
          for (const field of item.fields) row(field.label.en, shown(field, values[field.name]));
        });
      } else if (isPlaces(item)) {
        row(
          item.label.en,
          placeFields(item)
            .map((f) => shown({ name: f, label: { en: f, fil: f }, rules: '' }, payload[f]))
            .join(' / '),
        );
      } else if (conditionHolds(item.when, payload)) {
        row(item.label.en, shown(item, payload[item.name]));
      }
    }
    if (step.requirements) {
      const given = isRecord(payload[REQUIREMENTS_FIELD]) ? payload[REQUIREMENTS_FIELD] : {};
      for (const requirement of definition.requirements.filter((r) => conditionHolds(r.when, payload))) {
        row(requirement.label.en, given[requirement.code] ? 'Uploaded' : 'Not uploaded');
      }
    }
  }
  return layout.save();
}
