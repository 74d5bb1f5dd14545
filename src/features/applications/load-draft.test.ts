import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/http';
import { forgetDrafts } from '@/stores/offline-drafts';
import type { Draft } from './api/get-draft';
import { loadDraft } from './load-draft';
import { keepOffline, noteLoaded, waitingDraft } from './offline-draft';

const ROUTE = 'e2e-business-permit-new';
const BASE = '2026-03-01T08:00:00.000Z';

const answering = (draft: Draft | null) => ({ getDraft: vi.fn(() => Promise.resolve(draft)) });
const unreachable = () => ({
  getDraft: vi.fn(() => Promise.reject(new ApiError('No internet connection.', undefined))),
});

beforeEach(async () => {
  forgetDrafts();
  localStorage.setItem('token', 'token-a');
  noteLoaded(ROUTE, BASE);
  await keepOffline(
    ROUTE,
    { business_name: 'TYPED OFFLINE' },
    'owner',
    Date.parse('2026-03-01T09:00:00.000Z'),
  );
});

describe('loadDraft', () => {
  it('offline, the form reopens with the answers kept on this device', async () => {
    expect(await loadDraft(ROUTE, undefined, unreachable())).toEqual({
      payload: { business_name: 'TYPED OFFLINE' },
      step: 'owner',
    });
  });

  it('offline by the browser, answers from the device without asking the server', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const deps = answering(null);
    expect((await loadDraft(ROUTE, undefined, deps))?.payload).toEqual({ business_name: 'TYPED OFFLINE' });
    expect(deps.getDraft).not.toHaveBeenCalled();
    vi.restoreAllMocks();
  });

  it('online, answers kept here that the server has not had yet win over its older draft', async () => {
    const draft = await loadDraft(
      ROUTE,
      undefined,
      answering({ payload: {}, step: 'business', updatedAt: BASE }),
    );
    expect(draft?.payload).toEqual({ business_name: 'TYPED OFFLINE' });
    expect(draft?.step).toBe('owner');
  });

  it("a newer draft saved on another device wins over this device's copy", async () => {
    const newer = {
      payload: { business_name: 'OTHER PHONE' },
      step: 'office',
      updatedAt: '2026-03-01T09:30:00.000Z',
    };
    expect(await loadDraft(ROUTE, undefined, answering(newer))).toEqual(newer);
    // The copy is not thrown away here: the sender reports the conflict for the user.
    expect(waitingDraft(ROUTE)).not.toBeNull();
  });

  it('offline with nothing kept: the failure stands (the page offers Try again)', async () => {
    forgetDrafts();
    await expect(loadDraft(ROUTE, undefined, unreachable())).rejects.toBeInstanceOf(ApiError);
  });

  it('a refusal is not a lost connection: the kept copy does not hide it', async () => {
    const deps = { getDraft: vi.fn(() => Promise.reject(new ApiError('Forbidden', 403))) };
    await expect(loadDraft(ROUTE, undefined, deps)).rejects.toMatchObject({ status: 403 });
  });
});
