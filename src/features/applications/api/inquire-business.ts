import * as v from 'valibot';
import { http } from '@/lib/http';

const PERMIT = '/api/v1/bpls/taxpayer/business/permit';

const quarters = v.object({
  data: v.object({
    qtr_from: v.number(),
    quarters: v.array(v.object({ quarter: v.number(), disabled: v.boolean() })),
  }),
});
const years = v.object({
  data: v.object({ years: v.array(v.object({ year: v.number(), disabled: v.boolean() })) }),
});

/** What a business may still file quarterly (the first open quarter) or as delinquent (the open years). */
export async function inquireBusiness(
  transactionType: string,
  businessId: string,
): Promise<{ quarterFrom: number } | { years: number[] } | null> {
  const body = { business_id: Number(businessId) };
  if (transactionType === 'QUARTERLY') {
    const { data } = await http.post(`${PERMIT}/inquire_quarterly_billing`, { body, schema: quarters });
    return { quarterFrom: data.qtr_from };
  }
  if (transactionType === 'DELINQUENT') {
    const { data } = await http.post(`${PERMIT}/inquire_delinquent_billing`, { body, schema: years });
    return { years: data.years.filter((y) => !y.disabled).map((y) => y.year) };
  }
  return null;
}
