import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import {
  isGroup,
  isPlaces,
  placeFields,
  REQUIREMENTS_FIELD,
  type ApplicationDefinition,
  type FieldDefinition,
} from '@/domain/applications/application-definition';
import { STATIC_OPTION_LISTS } from '@/domain/applications/application-options';
import { conditionHolds } from '@/domain/applications/condition-holds';
import { formatDateTime } from '@/domain/format/format-date';

export interface FilledForm {
  definition: ApplicationDefinition;
  payload: Record<string, unknown>;
  referenceNumber: string;
  status: string;
  filedAt: Date;
}

const A4: [number, number] = [595, 842];
const MARGIN = 48;
const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** A stored value as the form shows it: a list's label for its code, Yes/No, blank as a dash. */
function shown(field: FieldDefinition, value: unknown): string {
  if (value === undefined || value === null || value === '') return '-';
  if (field.kind === 'checkbox') return value === true || value === '1' ? 'Yes' : 'No';
  const option = field.options && STATIC_OPTION_LISTS[field.options]?.find((o) => o.value === String(value));
  if (option) return option.label.en;
  return typeof value === 'string' || typeof value === 'number' ? String(value) : JSON.stringify(value);
}

/**
 * The filled application form as a PDF (§7.5 download_form): every step of its definition with
 * the answers that apply, the activities row by row and which requirements were uploaded. A4,
 * in English (the labels the office files by), as many pages as it takes.
 */
export async function filledFormPdf(form: FilledForm): Promise<Uint8Array<ArrayBuffer>> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${form.definition.title.en} ${form.referenceNumber}`);
  pdf.setProducer('Bayan');
  pdf.setCreationDate(form.filedAt);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const ink = rgb(0.1, 0.1, 0.1);
  // The standard fonts encode WinAnsi only; anything else (₱, an emoji) becomes '?'.
  const encodable = new Set(regular.getCharacterSet());
  const printable = (text: string) =>
    Array.from(text, (ch) => (encodable.has(ch.codePointAt(0) ?? 0) ? ch : '?')).join('');
  let page: PDFPage = pdf.addPage(A4);
  let y = A4[1] - MARGIN;
  const room = (height: number) => {
    if (y - height >= MARGIN) return;
    page = pdf.addPage(A4);
    y = A4[1] - MARGIN;
  };
  const line = (text: string, { size = 10, font = regular as PDFFont } = {}) => {
    room(size + 8);
    page.drawText(printable(text), { x: MARGIN, y, size, font, color: ink, maxWidth: A4[0] - 2 * MARGIN });
    y -= size + 8;
  };
  const row = (label: string, value: string) => {
    room(16);
    page.drawText(printable(label), { x: MARGIN, y, size: 9, font: regular, color: ink, maxWidth: 220 });
    page.drawText(printable(value).slice(0, 90), {
      x: 280,
      y,
      size: 9,
      font: bold,
      color: ink,
      maxWidth: 267,
    });
    y -= 16;
  };

  const { definition, payload } = form;
  line(definition.title.en, { size: 16, font: bold });
  row('Reference number', form.referenceNumber);
  row('Status', form.status);
  row('Filed', formatDateTime(form.filedAt));
  for (const step of definition.steps) {
    y -= 6;
    line(step.title.en, { size: 12, font: bold });
    for (const item of step.items ?? []) {
      if (isGroup(item)) {
        const rows = Array.isArray(payload[item.name]) ? (payload[item.name] as unknown[]) : [];
        rows.forEach((raw, index) => {
          const values = isRecord(raw) ? raw : {};
          line(`${item.itemLabel.en} ${String(index + 1)}`, { size: 10, font: bold });
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
  return new Uint8Array(await pdf.save());
}
