import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApplicationDefinition } from '@/domain/applications/application-definition';
import { forgetDrafts, registerDraftSender, replayDrafts } from '@/stores/offline-drafts';
import { useToasts } from '@/stores/toasts';
import { APPLICATION_DRAFTS, waitingDraft } from '../offline-draft';
import { sendApplicationDraft } from '../offline-draft-sender';
import { ApplicationForm } from './application-form';

const ROUTE = 'e2e-business-permit-new';
const SAVED_OFFLINE = 'Saved on this device; it will be sent when you are back online.';

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
      items: [{ name: 'business_name', label: { en: 'Business Name', fil: 'Pangalan' }, rules: 'required' }],
    },
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
  requirements: [],
  subject: { kind: 'person', identity: ['last_name'] },
  fees: null,
  workflow: { payment: 'none' },
  offices: ['licensing'],
  summary: [],
  numberPrefix: 'T',
  issues: null,
};

/** What the server answers, by method; `null`: the network is down. */
let answers: Record<string, (() => { status: number; body: unknown }) | null>;
let calls: { method: string; body: unknown }[];
let online: boolean;

beforeEach(() => {
  forgetDrafts();
  localStorage.setItem('token', 'token-a');
  useToasts.setState({ toasts: [] });
  online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  calls = [];
  answers = {};
  vi.stubGlobal(
    'fetch',
    vi.fn((_input: RequestInfo | URL, init?: RequestInit) => {
      const method = (init?.method ?? 'GET').toUpperCase();
      calls.push({ method, body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined });
      const answer = answers[method];
      if (!answer) return Promise.reject(new TypeError('Failed to fetch'));
      const { status, body } = answer();
      return Promise.resolve(
        new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
      );
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const saved = () => ({
  status: 200,
  body: { data: { attributes: { updated_at: new Date().toISOString() } } },
});
const renderForm = () =>
  render(
    <ApplicationForm definition={definition} draft={null} renderPlaces={() => null} onSubmitted={vi.fn()} />,
  );

describe('ApplicationForm without a network', () => {
  it('keeps what is typed on the device when the save cannot reach the server, and says so', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText('Business Name'), 'ALING NENA');
    expect(await screen.findByText(SAVED_OFFLINE, {}, { timeout: 3000 })).toBeTruthy();
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1);
    expect(waitingDraft(ROUTE)).toMatchObject({ values: { business_name: 'ALING NENA' }, step: 'business' });
  });

  it('a refusal (a 4xx) is not kept on the device: the page says the draft could not be saved', async () => {
    answers.PUT = () => ({ status: 422, body: { message: 'Bad', errors: {} } });
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText('Business Name'), 'ALING NENA');
    expect(
      await screen.findByText(/Your draft could not be saved just now/, {}, { timeout: 3000 }),
    ).toBeTruthy();
    expect(waitingDraft(ROUTE)).toBeNull();
  });

  it('offline, keeps without trying the server; back online the waiting answers are sent with what the form shows', async () => {
    online = false;
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText('Business Name'), 'ALING');
    expect(await screen.findByText(SAVED_OFFLINE, {}, { timeout: 3000 })).toBeTruthy();
    expect(calls).toEqual([]);

    online = true;
    answers.GET = () => ({ status: 200, body: { data: null } });
    answers.PUT = saved;
    registerDraftSender(APPLICATION_DRAFTS, (payload) => sendApplicationDraft(payload));
    await act(async () => {
      await replayDrafts();
    });
    expect(await screen.findByText('Draft saved')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      payload: { business_name: 'ALING' },
      step: 'business',
    });
    expect(waitingDraft(ROUTE)).toBeNull();
  });

  it('refuses to submit offline with a clear message, sends nothing and shows no spinner', async () => {
    answers.PUT = saved;
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText('Business Name'), 'ALING NENA');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByLabelText('I accept the terms'));
    online = false;
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(screen.getByText(/You are offline: submitting needs an internet connection/)).toBeTruthy();
    const before = calls.length;
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    await waitFor(() =>
      expect(useToasts.getState().toasts.map((t) => t.message)).toContain(
        'You are offline. Submitting needs an internet connection: your answers are kept on this device. Connect, then submit.',
      ),
    );
    expect(calls.slice(before).filter((c) => c.method === 'POST')).toEqual([]);
    expect(screen.getByRole('button', { name: 'Submit Application' })).toHaveProperty('disabled', false);
  });
});
