/** `subject.kind` of a transaction that pays real property tax quarters (its bill kind's key, *-bill-kind.ts). */
export const RPT_SUBJECT_KIND = 'rpt_quarters';

/** One property of a billing: the quarters of one tax year it pays. */
export interface RptBilledProperty {
  property_id: number;
  pin: string;
  year: number;
  quarters: number[];
}

/**
 * What a property-tax transaction pays, as stored in its `subject`: the properties with their
 * quarters, and the month its amount was computed in (interest and discounts change with it).
 */
export interface RptSubject {
  kind: typeof RPT_SUBJECT_KIND;
  owner_id: string;
  year: number;
  /** 'YYYY-MM' (Manila). */
  priced_in: string;
  properties: RptBilledProperty[];
  /** Centavos: the transaction's amount when priced_in was set. */
  amount: number;
  valid_id_to_present?: string;
  /** The basic and SEF rates it was priced with (basis points); older transactions lack them. */
  basic_bp?: number;
  sef_bp?: number;
}

/** Subjects that bill any of these quarters, as jsonb containment patterns (see btaxBillKeys). */
export const rptQuarterKeys = (
  properties: readonly Pick<RptBilledProperty, 'property_id' | 'year' | 'quarters'>[],
) =>
  properties.flatMap((p) =>
    p.quarters.map((quarter) => ({
      kind: RPT_SUBJECT_KIND,
      properties: [{ property_id: p.property_id, year: p.year, quarters: [quarter] }],
    })),
  );

const isQuarter = (q: unknown): q is number =>
  Number.isInteger(q) && (q as number) >= 1 && (q as number) <= 4;

/** The billed properties of a property-tax subject; none for any other kind of subject. */
export function rptBilledProperties(subject: Record<string, unknown>): RptBilledProperty[] {
  if (subject.kind !== RPT_SUBJECT_KIND || !Array.isArray(subject.properties)) return [];
  return (subject.properties as Record<string, unknown>[]).flatMap((p) =>
    Number.isInteger(p.property_id) && Number.isInteger(p.year) && Array.isArray(p.quarters)
      ? [
          {
            property_id: p.property_id as number,
            pin: String(p.pin),
            year: p.year as number,
            quarters: p.quarters.filter(isQuarter),
          },
        ]
      : [],
  );
}
