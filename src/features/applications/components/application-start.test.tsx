import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { businessPermitQuarterly } from '@/domain/applications/business-permit-quarterly';
import { businessPermitRenewal } from '@/domain/applications/business-permit-renewal';
import { VALID_SOLE_PROPRIETORSHIP } from '@/domain/applications/business-permit-new.vectors';
import { ApplicationStart } from './application-start';
import { ResubmitForm } from './resubmit-form';

type Handler = (body: unknown) => { status?: number; body: unknown };
let calls: { method: string; path: string; body: unknown }[];
function stubApi(routes: Record<string, Handler>) {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
      const method = (init?.method ?? 'GET').toUpperCase();
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
      calls.push({ method, path: `${url.pathname}${url.search}`, body });
      const handler = routes[`${method} ${url.pathname}${url.search}`] ?? routes[`${method} ${url.pathname}`];
      const answer = handler ? handler(body) : { body: { data: [] } };
      return Promise.resolve(
        new Response(JSON.stringify(answer.body), {
          status: answer.status ?? 200,
          headers: { 'Content-Type': 'application/json' },
        }),
      );
    }),
  );
}

const BUSINESSES = '/api/v1/bpls/taxpayer/businesses';
const business = (status = 'PENDING') => ({
  id: '7',
  attributes: {
    business_name: "ALING NENA'S SARI-SARI STORE",
    application_id: 7,
    route: 'e2e-business-permit-new',
    transaction_type: 'NEW',
    status,
  },
});
const noop = () => undefined;

beforeEach(() =>
  stubApi({
    [`GET ${BUSINESSES}`]: () => ({ body: { data: [business()] } }),
    [`GET ${BUSINESSES}/7`]: () => ({
      body: {
        data: business(),
        meta: {
          payload: { ...VALID_SOLE_PROPRIETORSHIP, business_name: "ALING NENA'S SARI-SARI STORE" },
          history: [],
        },
      },
    }),
  }),
);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ApplicationStart for a renewal', () => {
  it('asks which business, then opens the form pre-filled from its latest application', async () => {
    const user = userEvent.setup();
    render(
      <ApplicationStart
        definition={businessPermitRenewal}
        draft={null}
        renderPlaces={noop}
        onSubmitted={noop}
      />,
    );
    await user.click(await screen.findByLabelText("ALING NENA'S SARI-SARI STORE (PENDING)"));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      await screen.findByText(
        /We filled in the form from the latest application of ALING NENA'S SARI-SARI STORE/,
      ),
    ).toBeTruthy();
    expect((screen.getByLabelText('Business Name') as HTMLInputElement).value).toBe(
      "ALING NENA'S SARI-SARI STORE",
    );
    // (A select's pre-filled value is not kept under jsdom — react-hook-form's register does not
    // set it there — so text fields carry this check; the Playwright renewal journey checks selects.)
    expect((screen.getByLabelText('Tax Identification Number (TIN)') as HTMLInputElement).value).toBe(
      '123-456-789-000',
    );
    expect(calls.map((c) => `${c.method} ${c.path}`)).toContain(`GET ${BUSINESSES}/7`);
  });

  it('says there is nothing to renew without a business, and links to a new permit', async () => {
    stubApi({ [`GET ${BUSINESSES}`]: () => ({ body: { data: [] } }) });
    render(
      <ApplicationStart
        definition={businessPermitRenewal}
        draft={null}
        renderPlaces={noop}
        onSubmitted={noop}
      />,
    );
    expect(await screen.findByText(/nothing to renew or change/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Apply for a new business permit' }).getAttribute('href')).toBe(
      '/create-transaction/e2e-business-permit-new',
    );
  });

  it('for a quarterly payment, names the business and says which quarters are still open', async () => {
    stubApi({
      [`GET ${BUSINESSES}`]: () => ({ body: { data: [business()] } }),
      [`GET ${BUSINESSES}/7`]: () => ({ body: { data: business(), meta: { payload: {}, history: [] } } }),
      'POST /api/v1/bpls/taxpayer/business/permit/inquire_quarterly_billing': () => ({
        body: { data: { qtr_from: 3, quarters: [] } },
      }),
    });
    const user = userEvent.setup();
    render(
      <ApplicationStart
        definition={businessPermitQuarterly}
        draft={null}
        renderPlaces={noop}
        onSubmitted={noop}
      />,
    );
    await user.click(await screen.findByLabelText("ALING NENA'S SARI-SARI STORE (PENDING)"));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Quarters open this year: from quarter 3 on.')).toBeTruthy();
    expect(screen.getByText("For ALING NENA'S SARI-SARI STORE.")).toBeTruthy();
    expect(calls.find((c) => c.path.endsWith('inquire_quarterly_billing'))?.body).toEqual({ business_id: 7 });
  });

  it('goes straight to the form when the draft already names the business', async () => {
    render(
      <ApplicationStart
        definition={businessPermitQuarterly}
        draft={{ payload: { business_id: 7, quarter: '2' }, step: 'quarter' }}
        renderPlaces={noop}
        onSubmitted={noop}
      />,
    );
    expect(await screen.findByLabelText('Pay Up To')).toBeTruthy();
    expect(calls.some((c) => c.path === BUSINESSES)).toBe(false);
  });
});

describe('ResubmitForm', () => {
  it('shows the office’s reason, opens what was sent, and files it on the engine’s resubmit path without a draft', async () => {
    stubApi({
      'GET /api/v1/taxpayers/applications/9': () => ({
        body: {
          data: {
            id: '9',
            attributes: {
              route: 'e2e-business-permit-delinquent',
              transaction_type: 'DELINQUENT',
              reference_number: 'BYN-1',
              status: 'FOR RESUBMISSION',
            },
          },
          meta: {
            payload: { business_id: 7, quarter: '1', terms_and_conditions_accepted: true },
            history: [
              { from: null, to: 'PENDING', reason: '' },
              { from: 'PENDING', to: 'FOR RESUBMISSION', reason: 'The 1st quarter is already paid.' },
            ],
          },
        },
      }),
      'POST /api/v1/taxpayers/applications/9/resubmit': () => ({
        body: {
          data: {
            id: '9',
            attributes: { reference_number: 'BYN-1', status: 'PENDING' },
            relationships: { transaction_history: { data: { id: '41' } } },
          },
        },
      }),
    });
    const onSubmitted = vi.fn();
    const user = userEvent.setup();
    const definition = { ...businessPermitQuarterly, route: 'e2e-business-permit-delinquent' };
    render(
      <ResubmitForm
        definition={{ ...definition, steps: definition.steps.slice(1) }}
        applicationId="9"
        renderPlaces={noop}
        onSubmitted={onSubmitted}
      />,
    );
    expect(
      await screen.findByText(/The office returned this application: The 1st quarter is already paid\./),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    await waitFor(() =>
      expect(onSubmitted).toHaveBeenCalledWith({ transactionId: '41', reference: 'BYN-1' }),
    );
    const posted = calls.find((c) => c.method === 'POST');
    expect(posted?.body).toMatchObject({ business_id: 7, terms_and_conditions_accepted: true });
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });
});
