import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApplicationDefinition } from '@/domain/applications/application-definition';
import { ApplicationForm } from './application-form';
import { ID_FORMAT_RULES } from '@/domain/validation/id-format-rules';
import { registerRuleGroup } from '@/domain/validation/rule-registry';

// The definition below uses dti_no, an id format outside the engine's core: a real kind's module
// registers the group where it declares the rule, as this test does.
registerRuleGroup(ID_FORMAT_RULES);

vi.mock('../api/upload-requirement', () => ({
  uploadRequirement: vi.fn((_file: File, onProgress: (p: number) => void) => {
    onProgress(100);
    return Promise.resolve('/api/v1/taxpayers/uploads/11111111-1111-4111-8111-111111111111');
  }),
}));

const ROUTE = 'e2e-business-permit-new';
// A small definition with each kind of item the renderer draws.
const definition: ApplicationDefinition = {
  route: ROUTE,
  moduleType: 'BPLS',
  transactionType: 'NEW',
  catalogue: {
    module: { description: { en: 'Test Kind', fil: 'Test Kind' }, category: 'E-Services', icon: 'document' },
    type: { fil: 'Bago' },
  },
  title: { en: 'Test', fil: 'Test' },
  steps: [
    {
      id: 'business',
      title: { en: 'Business', fil: 'Negosyo' },
      items: [
        {
          name: 'kind_of_ownership',
          label: { en: 'Kind of Ownership', fil: 'Uri' },
          rules: 'required',
          kind: 'select',
          options: 'ownership-kinds',
        },
        {
          name: 'dti_no',
          label: { en: 'DTI Registration No.', fil: 'DTI' },
          rules: 'required_if:kind_of_ownership=SOLE PROPRIETORSHIP|dti_no',
          when: 'kind_of_ownership=SOLE PROPRIETORSHIP',
        },
      ],
    },
    {
      id: 'activities',
      title: { en: 'Activities', fil: 'Mga Gawain' },
      items: [
        {
          kind: 'group',
          name: 'activities',
          label: { en: 'Business Activities', fil: 'Mga Gawain' },
          itemLabel: { en: 'Activity', fil: 'Gawain' },
          min: 1,
          max: 3,
          fields: [
            { name: 'service', label: { en: 'Product / Service', fil: 'Serbisyo' }, rules: 'required' },
          ],
        },
      ],
    },
    { id: 'requirements', title: { en: 'Requirements', fil: 'Mga Requirement' }, requirements: true },
    {
      id: 'review',
      title: { en: 'Review and Submit', fil: 'Suriin' },
      items: [
        {
          name: 'terms_and_conditions_accepted',
          label: { en: 'I accept the terms', fil: 'Tinatanggap ko' },
          rules: 'bool_true',
          kind: 'checkbox',
        },
      ],
    },
  ],
  requirements: [
    {
      code: 'barangay_clearance',
      label: { en: 'Barangay Business Clearance', fil: 'Barangay Clearance' },
      required: true,
    },
  ],
  subject: { kind: 'person', identity: ['last_name'] },
  fees: null,
  workflow: { payment: 'none' },
  offices: ['licensing'],
  summary: [],
  numberPrefix: 'T',
  issues: null,
};

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
      calls.push({ method, path: url.pathname, body });
      const handler = routes[`${method} ${url.pathname}`];
      if (!handler) return Promise.reject(new Error(`unexpected ${method} ${url.pathname}`));
      const answer = handler(body);
      return Promise.resolve(
        new Response(JSON.stringify(answer.body), {
          status: answer.status ?? 200,
          headers: { 'Content-Type': 'application/json' },
        }),
      );
    }),
  );
}

const SAVED = { body: { data: { attributes: { updated_at: '2026-01-01T00:00:00Z' } } } };
const CREATED = {
  status: 201,
  body: {
    data: {
      id: '4',
      attributes: { reference_number: 'BYN-260101-AAAA', status: 'PENDING' },
      relationships: { transaction_history: { data: { id: '91' } } },
    },
  },
};
beforeEach(() => stubApi({ [`PUT /api/v1/taxpayers/application_drafts/${ROUTE}`]: () => SAVED }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const next = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: 'Next' }));
const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'clearance.png', { type: 'image/png' });

async function fillToReview(user: ReturnType<typeof userEvent.setup>) {
  await user.selectOptions(screen.getByLabelText('Kind of Ownership'), 'SOLE PROPRIETORSHIP');
  await user.type(screen.getByLabelText('DTI Registration No.'), 'AB123456789');
  await next(user);
  await user.type(await screen.findByLabelText('Product / Service'), 'SARI-SARI STORE');
  await next(user);
  await user.upload(await screen.findByLabelText('Barangay Business Clearance'), png());
  await screen.findByText(/Uploaded\. Choose another file/);
  await next(user);
  await screen.findByRole('heading', { name: 'Review and Submit' });
}

describe('ApplicationForm', () => {
  it('checks each step with the definition’s rules before moving on, and shows conditional fields', async () => {
    const user = userEvent.setup();
    render(
      <ApplicationForm
        definition={definition}
        draft={null}
        renderPlaces={() => null}
        onSubmitted={vi.fn()}
      />,
    );
    expect(screen.queryByLabelText('DTI Registration No.')).toBeNull();
    await next(user);
    const summary = await screen.findByRole('alert');
    expect(
      within(summary).getByRole('link', { name: 'Kind of Ownership field is Required' }).getAttribute('href'),
    ).toBe('#kind_of_ownership');

    await user.selectOptions(screen.getByLabelText('Kind of Ownership'), 'SOLE PROPRIETORSHIP');
    await user.type(screen.getByLabelText('DTI Registration No.'), '12');
    await next(user);
    expect(await screen.findByRole('link', { name: /DTI Registration No\./ })).toBeTruthy();
    await user.clear(screen.getByLabelText('DTI Registration No.'));
    await user.type(screen.getByLabelText('DTI Registration No.'), 'AB123456789');
    await next(user);
    expect(await screen.findByRole('heading', { name: 'Activities' })).toBe(document.activeElement);
    expect(screen.getByText('Step 2 of 4')).toBeTruthy();
  });

  it('adds and removes rows of a repeating group, and asks for at least one', async () => {
    const user = userEvent.setup();
    render(
      <ApplicationForm
        definition={definition}
        draft={{ payload: { business_name: "ALING NENA'S SARI-SARI STORE" }, step: 'activities' }}
        renderPlaces={() => null}
        onSubmitted={vi.fn()}
      />,
    );
    expect(screen.getByText(/We opened the draft you started/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add Activity' }));
    expect(screen.getByRole('group', { name: 'Activity 2' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Remove Activity 2' }));
    await user.click(screen.getByRole('button', { name: 'Remove Activity 1' }));
    await next(user);
    expect(await screen.findByRole('link', { name: 'Add at least 1 activity.' })).toBeTruthy();
  });

  it('says nothing of a draft of blanks, and saves nothing until something is entered (issue 30)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      render(
        <ApplicationForm
          definition={definition}
          draft={{ payload: { business_name: '', activities: [{ line_of_business: '' }] }, step: 'business' }}
          renderPlaces={() => null}
          onSubmitted={vi.fn()}
        />,
      );
      expect(screen.queryByText(/We opened the draft you started/)).toBeNull();
      await vi.advanceTimersByTimeAsync(3000);
      expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('saves the draft to the server once typing pauses', async () => {
    const user = userEvent.setup();
    render(
      <ApplicationForm
        definition={definition}
        draft={null}
        renderPlaces={() => null}
        onSubmitted={vi.fn()}
      />,
    );
    await user.selectOptions(screen.getByLabelText('Kind of Ownership'), 'COOPERATIVE');
    expect(await screen.findByText('Draft saved', {}, { timeout: 3000 })).toBeTruthy();
    const saves = calls.filter((c) => c.method === 'PUT');
    expect(saves).toHaveLength(1);
    expect(saves[0]?.body).toMatchObject({ payload: { kind_of_ownership: 'COOPERATIVE' }, step: 'business' });
  });

  it('reviews, submits, and reports the transaction it became', async () => {
    stubApi({
      [`PUT /api/v1/taxpayers/application_drafts/${ROUTE}`]: () => SAVED,
      'POST /api/v1/taxpayers/application_kinds/e2e-business-permit-new/applications': () => CREATED,
    });
    const user = userEvent.setup();
    const onSubmitted = vi.fn();
    render(
      <ApplicationForm
        definition={definition}
        draft={null}
        renderPlaces={() => null}
        onSubmitted={onSubmitted}
      />,
    );
    await fillToReview(user);
    expect(screen.getByText('SARI-SARI STORE')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(await screen.findByRole('link', { name: /I accept the terms/ })).toBeTruthy();
    await user.click(screen.getByLabelText('I accept the terms'));
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    await waitFor(() =>
      expect(onSubmitted).toHaveBeenCalledWith({ transactionId: '91', reference: 'BYN-260101-AAAA' }),
    );
    const sent = calls.find((c) => c.method === 'POST')?.body;
    expect(sent).toMatchObject({
      dti_no: 'AB123456789',
      activities: [{ service: 'SARI-SARI STORE' }],
      terms_and_conditions_accepted: true,
    });
  });

  it('takes a server 422 back to the step of the field it names', async () => {
    stubApi({
      [`PUT /api/v1/taxpayers/application_drafts/${ROUTE}`]: () => SAVED,
      'POST /api/v1/taxpayers/application_kinds/e2e-business-permit-new/applications': () => ({
        status: 422,
        body: {
          message: 'Bad',
          errors: { 'activities.0.service': ['Choose a Product / Service from the list.'] },
        },
      }),
    });
    const user = userEvent.setup();
    render(
      <ApplicationForm
        definition={definition}
        draft={null}
        renderPlaces={() => null}
        onSubmitted={vi.fn()}
      />,
    );
    await fillToReview(user);
    await user.click(screen.getByLabelText('I accept the terms'));
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(await screen.findByRole('heading', { name: 'Activities' })).toBeTruthy();
    expect(
      await screen.findByRole('link', { name: 'Choose a Product / Service from the list.' }),
    ).toBeTruthy();
  });
});
