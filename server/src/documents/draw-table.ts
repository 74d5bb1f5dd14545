import { factText, type FactScope } from './document-facts';
import type { TableColumn, TemplateBlock } from './document-kind';
import type { PdfLayout } from './pdf/pdf-layout';

const SIZE = 8;
const asRows = (value: unknown) =>
  Array.isArray(value)
    ? value.filter((row): row is Record<string, unknown> => row !== null && typeof row === 'object')
    : [];

/** Where each column starts and how wide it is, the page's width shared in the columns' proportions. */
function placed(layout: PdfLayout, columns: readonly TableColumn[]) {
  const total = columns.reduce((sum, c) => sum + c.width, 0) || 1;
  const room = layout.width - 2 * layout.margin;
  let x = layout.margin;
  return columns.map((column) => {
    const width = (room * column.width) / total;
    const at = { x, width: width - 4, align: column.align ?? 'left' };
    x += width;
    return at;
  });
}

/**
 * A table block (document-kind.ts): the heading row, a row per fact row, a new page repeating the
 * heading when the next row does not fit, and the foot row after a rule.
 */
export function drawTable(
  layout: PdfLayout,
  block: Extract<TemplateBlock, { table: string }>,
  scope: FactScope,
) {
  const at = placed(layout, block.columns);
  const heading = () => {
    layout.cells(
      block.columns.map((c, i) => ({ ...at[i], text: c.heading, bold: true })),
      SIZE,
    );
    layout.rule();
  };
  const cellsOf = (row: Record<string, unknown>, bold = false) =>
    block.columns.map((c, i) => ({ ...at[i], bold, text: factText(c.value, { ...scope, facts: row }) }));
  const heightOf = (cells: ReturnType<typeof cellsOf>) =>
    Math.max(1, ...cells.map((cell) => layout.wrap(cell.text, { ...cell, size: SIZE }).length)) *
      SIZE *
      1.35 +
    2;
  heading();
  for (const row of asRows(scope.facts[block.table])) {
    const cells = cellsOf(row);
    if (!layout.fits(heightOf(cells))) {
      layout.newPage();
      heading();
    }
    layout.cells(cells, SIZE);
  }
  const foot = scope.facts[block.foot ?? ''];
  if (block.foot && foot !== null && typeof foot === 'object') {
    layout.rule();
    layout.cells(cellsOf(foot as Record<string, unknown>, true), SIZE);
  }
}
