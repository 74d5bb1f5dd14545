import { formatCentavos } from '@/domain/money/centavos';
import { factText, type FactScope } from './document-facts';
import type { DocumentKind, TemplateBlock } from './document-kind';
import { drawTable } from './draw-table';
import { createPdfLayout, type PdfLayout } from './pdf/pdf-layout';

/** What every document prints besides its own facts: who issues it and where its QR leads. */
export interface Letterhead {
  lguName: string;
  /** The LGU's logo as PNG, or null when none could be read (the document is printed without it). */
  logoPng: Uint8Array | null;
  /** `{public base url}/verify/{code}`: what the QR code opens, also printed under it. */
  verifyUrl: string;
}

const SIZES = {
  A4: { margin: 56, labelWidth: 140, qr: 130, logo: [200, 56], heading: 22 },
  A5: { margin: 36, labelWidth: 116, qr: 96, logo: [140, 40], heading: 15 },
  'A4 landscape': { margin: 40, labelWidth: 170, qr: 90, logo: [180, 44], heading: 16 },
} as const;

const rowsOf = (value: unknown) =>
  Array.isArray(value)
    ? value.filter((row): row is Record<string, unknown> => row !== null && typeof row === 'object')
    : [];

function drawBlock(layout: PdfLayout, block: TemplateBlock, scope: FactScope, labelWidth: number) {
  if ('gap' in block) return layout.gap(block.gap);
  if ('rule' in block) return layout.rule();
  if ('heading' in block) return layout.text(block.heading, { size: 10, bold: true });
  if ('text' in block)
    return layout.text(factText(block.text, scope), { size: block.size ?? 10, bold: block.bold ?? false });
  if ('row' in block) {
    const value = factText(block.value, scope);
    if (!value && block.hideEmpty) return;
    layout.row(block.row, value, {
      labelWidth,
      boldValue: block.bold ?? true,
      alignValue: block.money ? 'right' : 'left',
    });
    return;
  }
  if ('table' in block) return drawTable(layout, block, scope);
  if ('list' in block) {
    const rows = rowsOf(scope.facts[block.list]);
    // The office's record has them all; the page shows the first `max` and counts the rest.
    rows.slice(0, block.max).forEach((row, i) => {
      layout.text(`${String(i + 1)}. ${factText(block.item, { ...scope, facts: row })}`, {
        x: layout.margin + 12,
        width: layout.width - 2 * layout.margin - 12,
      });
    });
    if (rows.length > block.max)
      layout.text(`and ${String(rows.length - block.max)} more`, { x: layout.margin + 12 });
    return;
  }
  for (const line of rowsOf(scope.facts[block.lines])) {
    const amount = typeof line.amount === 'number' ? `PHP ${formatCentavos(line.amount)}` : '';
    const label = [line.label, line.basis].filter((t) => typeof t === 'string' && t).join('\n');
    layout.row(label, amount, {
      labelWidth: layout.width - 2 * layout.margin - 110,
      boldValue: false,
      alignValue: 'right',
    });
  }
  layout.rule();
  layout.row(block.totalLabel, factText(block.total, scope), {
    labelWidth: layout.width - 2 * layout.margin - 110,
    alignValue: 'right',
  });
}

/** A document as its entry's template lays it out: letterhead, number, body, and its QR code. */
export async function renderDocument(entry: DocumentKind, scope: FactScope, letterhead: Letterhead) {
  const { template } = entry;
  const size = SIZES[template.paper];
  const layout = await createPdfLayout({
    paper: template.paper,
    title: `${entry.title.en} ${scope.document.number}`,
    createdAt: scope.document.issuedAt,
    margin: size.margin,
  });
  if (letterhead.logoPng) {
    await layout.image(letterhead.logoPng, { maxWidth: size.logo[0], maxHeight: size.logo[1] });
    layout.gap(16);
  }
  layout.text(letterhead.lguName, { size: 14, bold: true, align: 'centre' });
  if (template.office) layout.text(template.office, { size: 10, align: 'centre' });
  layout.gap(16);
  layout.text(template.heading, { size: size.heading, bold: true, align: 'centre' });
  layout.text(`${template.numberLabel} ${scope.document.number}`, { size: 12, bold: true, align: 'centre' });
  layout.gap(20);
  // The QR code sits at the bottom of the last page: the body never runs into it.
  layout.reserve(size.qr + 40);
  for (const block of template.blocks) drawBlock(layout, block, scope, size.labelWidth);
  await layout.qr(
    letterhead.verifyUrl,
    [
      { text: template.qrNote, size: 10 },
      { text: letterhead.verifyUrl, size: 9 },
      ...template.notes
        .split('\n')
        .filter(Boolean)
        .map((text) => ({ text, size: 8 })),
    ],
    size.qr,
  );
  return layout.save();
}
