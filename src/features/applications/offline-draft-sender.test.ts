import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/http';
import { draftOf, forgetDrafts, registerDraftSender, replayDrafts } from '@/stores/offline-drafts';
import { applicationDraftKind, APPLICATION_DRAFTS, keepOffline, noteLoaded } from './offline-draft';
import { attachLiveForm, sendApplicationDraft } from './offline-draft-sender';

const ROUTE = 'e2e-business-permit-new';
const BASE = '2026-03-01T08:00:00.000Z';
const TYPED = Date.parse('2026-03-01T09:00:00.000Z');

let server: { payload: Record<string, unknown>; step: string | null; updatedAt?: string } | null;
const deps = {
  getDraft: vi.fn(() => Promise.resolve(server)),
  // The server's clock agrees with this device's.
  saveDraft: vi.fn((_route: string, payload: Record<string, unknown>, step: string) => {
    const now = new Date().toISOString();
    server = { payload, step, updatedAt: now };
    return Promise.resolve({ data: { attributes: { updated_at: now } } });
  }),
};

beforeEach(async () => {
  forgetDrafts();
  localStorage.setItem('token', 'token-a');
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
  deps.getDraft.mockClear();
  deps.saveDraft.mockClear();
  registerDraftSender(APPLICATION_DRAFTS, (payload) => sendApplicationDraft(payload, deps));
  server = { payload: { business_name: 'ALING' }, step: 'business', updatedAt: BASE };
  noteLoaded(ROUTE, BASE);
  await keepOffline(ROUTE, { business_name: 'ALING NENA' }, 'owner', TYPED);
});
afterEach(() => vi.restoreAllMocks());

describe('sending application answers kept offline', () => {
  it('sends them when the connection returns and removes them from the device', async () => {
    const { sent } = await replayDrafts();
    expect(sent.map((d) => d.kind)).toEqual([applicationDraftKind(ROUTE)]);
    expect(deps.saveDraft).toHaveBeenCalledWith(ROUTE, { business_name: 'ALING NENA' }, 'owner');
    expect(draftOf(applicationDraftKind(ROUTE))).toBeNull();
  });

  it('sends them over an older save from another device (newest wins)', async () => {
    server = { payload: { business_name: 'OTHER' }, step: 'business', updatedAt: '2026-03-01T08:30:00.000Z' };
    await replayDrafts();
    expect(server.payload).toEqual({ business_name: 'ALING NENA' });
  });

  it('never overwrites a newer save from another device: the answers wait with the reason', async () => {
    server = { payload: { business_name: 'NEWER' }, step: 'office', updatedAt: '2026-03-01T09:30:00.000Z' };
    const conflict = vi.fn();
    const detach = attachLiveForm(ROUTE, {
      current: () => ({ values: {}, step: 'owner' }),
      saved: vi.fn(),
      conflict,
    });
    const { refused } = await replayDrafts();
    detach();
    expect(deps.saveDraft).not.toHaveBeenCalled();
    expect(server.payload).toEqual({ business_name: 'NEWER' });
    expect(refused[0]?.problem).toMatch(/newer version of this application was saved on another device/);
    expect(draftOf(applicationDraftKind(ROUTE))?.problem).toMatch(/another device/);
    expect(conflict).toHaveBeenCalled();
    // Not sent again by itself.
    await replayDrafts();
    expect(deps.saveDraft).not.toHaveBeenCalled();
  });

  it('with the form open, sends what it shows now (typed after the copy too) and tells it', async () => {
    const saved = vi.fn();
    const detach = attachLiveForm(ROUTE, {
      current: () => ({ values: { business_name: 'ALING NENA STORE' }, step: 'office' }),
      saved,
      conflict: vi.fn(),
    });
    await replayDrafts();
    detach();
    expect(deps.saveDraft).toHaveBeenCalledWith(ROUTE, { business_name: 'ALING NENA STORE' }, 'office');
    expect(saved).toHaveBeenCalled();
  });

  it('still no network: the answers stay for the next try', async () => {
    deps.getDraft.mockRejectedValueOnce(new ApiError('No internet connection.', undefined));
    expect((await replayDrafts()).sent).toEqual([]);
    expect(draftOf(applicationDraftKind(ROUTE))?.problem).toBeNull();
  });
});
