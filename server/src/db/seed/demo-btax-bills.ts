import { manilaDateParts } from '@/domain/format/manila-date';
import type { btaxBills } from '../billing-schema';

type NewBill = typeof btaxBills.$inferInsert;

// Bills marked paid by the seed were paid at the treasury counter, not through the portal: no
// transaction has id 0 (serial ids start at 1), so 0 means "paid elsewhere".
const PAID_ELSEWHERE = 0;

/** The demo BINs (README, "Demo data"): one per flavour and case. */
export const DEMO_BINS = {
  apiQuarterly: '101-01-0001-0000001',
  apiDelinquent: '101-01-0001-0000002',
  apiPaid: '101-01-0001-0000003',
  apiNothingDue: '101-01-0001-0000004',
  apiExpired: '101-01-0001-0000005',
  apiQuarterlyShared: '101-01-0001-0000006',
  apiQuarterlyFilipino: '101-01-0001-0000007',
  apiQuarterlyKeyboard: '101-01-0001-0000008',
  apiDelinquentUnpaid: '101-01-0001-0000009',
  // Paid and cancelled only by the GCash wallet journeys (issue 15).
  apiQuarterlyWallet: '101-01-0001-0000010',
  apiQuarterlyWalletCancel: '101-01-0001-0000011',
  // Paid only by the journey whose first payment fails at the gateway (pay-again).
  apiQuarterlyPayAgain: '101-01-0001-0000012',
  // Paid only by the journey that reads its receipt offline (receipt-offline).
  apiQuarterlyReceipt: '101-01-0001-0000013',
  // The twins of the bills above that journeys pay, for a journey's retry: CI retries a failed
  // journey once, on the database where its first try paid the bill. 01xx for 00xx in the serial.
  apiQuarterlyRetry: '101-01-0001-0000101',
  apiDelinquentRetry: '101-01-0001-0000102',
  apiQuarterlySharedRetry: '101-01-0001-0000106',
  apiQuarterlyFilipinoRetry: '101-01-0001-0000107',
  apiQuarterlyKeyboardRetry: '101-01-0001-0000108',
  apiQuarterlyWalletRetry: '101-01-0001-0000110',
  apiQuarterlyWalletCancelRetry: '101-01-0001-0000111',
  apiQuarterlyPayAgainRetry: '101-01-0001-0000112',
  apiQuarterlyReceiptRetry: '101-01-0001-0000113',
  csvCurrent: '202-02-0002-0000001',
  csvDelinquent: '202-02-0002-0000002',
  csvPaid: '202-02-0002-0000003',
  manualRenewal: '303-03-0003-0000001',
  manualNew: '303-03-0003-0000002',
  manualPaid: '303-03-0003-0000003',
} as const;

/** Each bill a journey pays (or cancels paying), and the twin its retry pays: `xRetry` is x's. */
const RETRY_TWINS: ReadonlyMap<string, string> = new Map(
  Object.entries(DEMO_BINS)
    .filter(([key]) => key.endsWith('Retry'))
    .map(([key, twin]) => [DEMO_BINS[key.slice(0, -'Retry'.length) as keyof typeof DEMO_BINS], twin]),
);

/** The same bills, of a branch ("sangay") of the same business with a BIN of its own. */
const twinOf = (b: NewBill, bin: string): NewBill => ({
  ...b,
  bin,
  accountName: `${b.accountName} (SANGAY)`,
  accountNumber: `ACC-${bin.slice(-7)}`,
});

interface Business {
  bin: string;
  accountName: string;
  ownerName: string;
  ownership: string;
  address: string;
}

const business = (bin: string, accountName: string, ownerName: string, ownership: string): Business => ({
  bin,
  accountName,
  ownerName,
  ownership,
  address: 'Rizal Avenue, Poblacion, Bayan Demo City',
});

/** One bill of a business: `period` 0 is the whole year; pesos as integer centavos. */
function bill(
  source: NewBill['source'],
  b: Business,
  year: number,
  period: number,
  amount: number,
  extra: Record<string, unknown> = {},
  paid = false,
): NewBill {
  return {
    source,
    bin: b.bin,
    year,
    period,
    amount,
    accountName: b.accountName,
    accountNumber: `ACC-${b.bin.slice(-7)}`,
    ownerName: b.ownerName,
    ownership: b.ownership,
    address: b.address,
    qtrFrom: period || 1,
    qtrTo: period || 4,
    extra,
    paidTransactionId: paid ? PAID_ELSEWHERE : null,
  };
}

const quarters = (make: (q: number) => NewBill) => [1, 2, 3, 4].map(make);

/** Demo business tax bills relative to the current year Y on Manila's calendar. */
export function demoBtaxBills(now: Date): NewBill[] {
  const y = manilaDateParts(now).year;
  const nena = business(
    DEMO_BINS.apiQuarterly,
    'SARI-SARI NI ALING NENA',
    'NENA REYES',
    'SOLE PROPRIETORSHIP',
  );
  const tindahan = business(
    DEMO_BINS.apiQuarterlyShared,
    'TINDAHAN NI ALING ROSA',
    'ROSA DELA PAZ',
    'SOLE PROPRIETORSHIP',
  );
  const panaderya = business(
    DEMO_BINS.apiQuarterlyFilipino,
    'PANADERYA NI MANG BOY',
    'BOY MAGSAYSAY',
    'SOLE PROPRIETORSHIP',
  );
  const kapihan = business(DEMO_BINS.apiDelinquent, 'KAPIHAN SA KANTO', 'JOSE RIZAL SANTOS', 'PARTNERSHIP');
  const bigasan = business(
    DEMO_BINS.apiQuarterlyKeyboard,
    'BIGASAN NI ALING TERE',
    'TERESA AQUINO',
    'SOLE PROPRIETORSHIP',
  );
  const walletPayer = business(
    DEMO_BINS.apiQuarterlyWallet,
    'LUTONG BAHAY NI ALING LORNA',
    'LORNA VILLANUEVA',
    'SOLE PROPRIETORSHIP',
  );
  const walletCanceller = business(
    DEMO_BINS.apiQuarterlyWalletCancel,
    'VULCANIZING SA KANTO',
    'ANDRES BONIFACIO CRUZ',
    'SOLE PROPRIETORSHIP',
  );
  const sapatos = business(
    DEMO_BINS.apiQuarterlyPayAgain,
    'SAPATERIA NI MANG ISKO',
    'FRANCISCO BALTAZAR',
    'SOLE PROPRIETORSHIP',
  );
  const tahian = business(
    DEMO_BINS.apiQuarterlyReceipt,
    'TAHIAN NI ALING SALLY',
    'SALUD ALGABRE',
    'SOLE PROPRIETORSHIP',
  );
  const gulayan = business(
    DEMO_BINS.apiDelinquentUnpaid,
    'GULAYAN SA PALENGKE',
    'LEONOR RIVERA',
    'PARTNERSHIP',
  );
  const expired = business(
    DEMO_BINS.apiExpired,
    'LUTONG BAHAY EATERY',
    'PEDRO PENDUKO',
    'SOLE PROPRIETORSHIP',
  );
  const panaderia = business(DEMO_BINS.apiPaid, 'PANADERIA DE BAYAN', 'MARIA CLARA LOPEZ', 'CORPORATION');
  const karinderya = business(
    DEMO_BINS.csvCurrent,
    'KARINDERYA NI MANG TONYO',
    'ANTONIO CRUZ',
    'SOLE PROPRIETORSHIP',
  );
  const hardware = business(DEMO_BINS.csvDelinquent, 'BAYAN HARDWARE', 'LUZ VILLANUEVA', 'CORPORATION');
  const salon = business(DEMO_BINS.csvPaid, 'GANDA SALON', 'ROSA MERCADO', 'SOLE PROPRIETORSHIP');
  const talyer = business(
    DEMO_BINS.manualRenewal,
    'TALYER NI KA ANDRES',
    'ANDRES BONIFACIO DIAZ',
    'SOLE PROPRIETORSHIP',
  );
  const botika = business(DEMO_BINS.manualNew, 'BOTIKA NG BAYAN', 'GABRIELA SILANG', 'COOPERATIVE');
  const laundry = business(
    DEMO_BINS.manualPaid,
    'LABADA EXPRESS',
    'EMILIO AGUINALDO',
    'ONE PERSON CORPORATION',
  );
  const modes = { mode_of_payment_1: 'QUARTERLY', mode_of_payment_2: 'ANNUALLY' };
  // Unless a bill says otherwise, the treasury computed it (surcharges included) this January and
  // it can be paid until the year ends: an expired bill cannot be paid (docs/decisions.md).
  const thisYears = { dateProcessed: `${y}-01-20`, expirationDate: `${y}-12-31` };
  const bills: NewBill[] = [
    // API: this year's 1st quarter paid at the counter, 2nd to 4th due (quarterly from the 2nd).
    ...quarters((q) => bill('API', nena, y, q, 375_000, modes, q === 1)),
    // API: the same again for another business (the journeys' owner and bookkeeper pay it).
    ...quarters((q) => bill('API', tindahan, y, q, 375_000, modes, q === 1)),
    // API: the same again, paid only by the journey in Filipino.
    ...quarters((q) => bill('API', panaderya, y, q, 375_000, modes, q === 1)),
    // API: the same again, paid only by the keyboard-only journey.
    ...quarters((q) => bill('API', bigasan, y, q, 375_000, modes, q === 1)),
    // API: the same again, twice, for the GCash wallet journeys (one pays, one cancels).
    ...quarters((q) => bill('API', walletPayer, y, q, 375_000, modes, q === 1)),
    ...quarters((q) => bill('API', walletCanceller, y, q, 375_000, modes, q === 1)),
    // API: the same again, paid only by the journey whose first try fails at the gateway.
    ...quarters((q) => bill('API', sapatos, y, q, 375_000, modes, q === 1)),
    // API: the same again, paid only by the journey that reads its receipt offline.
    ...quarters((q) => bill('API', tahian, y, q, 375_000, modes, q === 1)),
    // API: delinquent, two past years unpaid, nothing yet this year.
    bill('API', kapihan, y - 2, 0, 1_240_000, { total_amount: 1_537_600 }),
    ...quarters((q) => bill('API', kapihan, y - 1, q, 310_000, { total_amount: 341_000 })),
    // API: as the delinquent one, for journeys that look bills up and never pay them.
    ...quarters((q) => bill('API', gulayan, y - 1, q, 310_000, { total_amount: 341_000 })),
    // API: last year's bill, computed last January and expired at last year's end.
    {
      ...bill('API', expired, y - 1, 0, 1_800_000, { total_amount: 2_016_000 }),
      dateProcessed: `${y - 1}-01-20`,
      expirationDate: `${y - 1}-12-31`,
    },
    // API: everything paid.
    bill('API', panaderia, y - 1, 0, 2_000_000, {}, true),
    ...quarters((q) => bill('API', panaderia, y, q, 500_000, {}, true)),
    // CSV: this year's whole-year bill, with a surcharge in the total.
    bill('CSV', karinderya, y, 0, 860_050, { total_amount: 946_055, ...modes }),
    // CSV: last year unpaid (offered first) and this year.
    bill('CSV', hardware, y - 1, 0, 2_550_000, { total_amount: 3_060_000 }),
    bill('CSV', hardware, y, 0, 2_700_000),
    bill('CSV', salon, y, 0, 450_000, {}, true),
    // Manual: a renewal paid by quarter this year, and last year's 3rd and 4th quarters unpaid.
    ...quarters((q) => bill('MANUAL', talyer, y, q, 212_500, { type: 'RENEWAL' })),
    ...quarters((q) => bill('MANUAL', talyer, y - 1, q, 200_000, { type: 'RENEWAL' }, q <= 2)),
    // Manual: a new business's whole-year assessment.
    bill('MANUAL', botika, y, 0, 1_500_000, { type: 'NEW' }),
    bill('MANUAL', laundry, y, 0, 980_000, { type: 'RENEWAL' }, true),
  ];
  const twins = bills.flatMap((b) => {
    const twin = RETRY_TWINS.get(b.bin);
    return twin ? [twinOf(b, twin)] : [];
  });
  return [...bills, ...twins].map((b) => ({ ...thisYears, ...b }));
}
