import { formatPeso } from '@/domain/format/format-peso';
import { centavosToPesos } from '@/domain/money/centavos';
import { useMessages } from '@/lib/i18n/use-messages';
import { adjustmentsMessages } from '../adjustments-messages';
import type { AdjustmentDetail } from '../api/console-types';

const peso = (centavos: number | undefined) =>
  centavos === undefined ? '—' : formatPeso(centavosToPesos(centavos), { sign: true });

/** The schedule's amount and the adjusted one, fee by fee, and both totals (a line only one side has shows —). */
export function AdjustmentLines({ adjustment }: { adjustment: AdjustmentDetail }) {
  const t = useMessages(adjustmentsMessages);
  const codes = [
    ...new Set([...adjustment.schedule_lines.map((l) => l.code), ...adjustment.lines.map((l) => l.code)]),
  ];
  const of = (lines: AdjustmentDetail['lines'], code: string) => lines.find((l) => l.code === code);
  return (
    <table className="console-compare">
      <thead>
        <tr>
          <th scope="col">{t('fee')}</th>
          <th scope="col">{t('schedule')}</th>
          <th scope="col">{t('adjusted')}</th>
        </tr>
      </thead>
      <tbody>
        {codes.map((code) => {
          const scheduled = of(adjustment.schedule_lines, code);
          const adjusted = of(adjustment.lines, code);
          return (
            <tr key={code}>
              <th scope="row">{(adjusted ?? scheduled)?.label}</th>
              <td>{peso(scheduled?.amount)}</td>
              <td>{peso(adjusted?.amount)}</td>
            </tr>
          );
        })}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">{t('total')}</th>
          <td>{peso(adjustment.schedule_total)}</td>
          <td>
            <strong>{peso(adjustment.adjusted_total)}</strong>
          </td>
        </tr>
      </tfoot>
    </table>
  );
}
