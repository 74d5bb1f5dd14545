import { beforeEach, describe, expect, it } from 'vitest';
import { draftOf, forgetDrafts, useDrafts } from '@/stores/offline-drafts';
import {
  applicationDraftKind,
  forgetWaiting,
  keepOffline,
  noteLoaded,
  noteSaved,
  serverIsNewer,
  settleWaiting,
  waitingDraft,
  type OfflineApplicationDraft,
} from './offline-draft';

const ROUTE = 'e2e-business-permit-new';
const at = (iso: string) => Date.parse(iso);

beforeEach(() => {
  forgetDrafts();
  localStorage.setItem('token', 'token-a');
});

const copy = (over: Partial<OfflineApplicationDraft>): OfflineApplicationDraft => ({
  route: ROUTE,
  values: {},
  step: 'business',
  base: '2026-03-01T08:00:00.000Z',
  typedAt: at('2026-03-01T09:00:00.000Z'),
  skew: 0,
  ...over,
});

describe('keepOffline', () => {
  it('keeps the latest answers of a route on the device, on what the server last had, with where to review them', async () => {
    noteLoaded(ROUTE, '2026-03-01T08:00:00.000Z');
    expect(await keepOffline(ROUTE, { business_name: 'ALING' }, 'business')).toBe(true);
    expect(await keepOffline(ROUTE, { business_name: 'ALING NENA' }, 'owner')).toBe(true);
    expect(useDrafts.getState().drafts).toHaveLength(1);
    const kept = draftOf(applicationDraftKind(ROUTE));
    expect(kept?.href).toBe(`/create-transaction/${ROUTE}`);
    expect(kept?.label).toBe('Your application answers');
    expect(waitingDraft(ROUTE)).toMatchObject({
      values: { business_name: 'ALING NENA' },
      step: 'owner',
      base: '2026-03-01T08:00:00.000Z',
    });
    // In local storage, so a reload (or the next start) still has them.
    expect(localStorage.getItem('offlineDrafts')).toContain('ALING NENA');
  });

  it('dates the answers on the server clock learnt from the last save (a phone an hour slow)', async () => {
    const phoneNow = at('2026-03-01T08:00:00.000Z');
    noteSaved(ROUTE, '2026-03-01T09:00:00.000Z', phoneNow);
    await keepOffline(ROUTE, { a: 1 }, 'business', phoneNow + 60_000);
    expect(waitingDraft(ROUTE)?.typedAt).toBe(at('2026-03-01T09:01:00.000Z'));
    expect(waitingDraft(ROUTE)?.base).toBe('2026-03-01T09:00:00.000Z');
  });

  it('keeps nothing signed out', async () => {
    localStorage.removeItem('token');
    expect(await keepOffline(ROUTE, { a: 1 }, 'business')).toBe(false);
    expect(waitingDraft(ROUTE)).toBeNull();
  });
});

describe('settleWaiting and forgetWaiting', () => {
  it('a later save that reached the server spends the waiting copy; a refused one waits for the user', async () => {
    await keepOffline(ROUTE, { a: 1 }, 'business');
    await settleWaiting(ROUTE);
    expect(draftOf(applicationDraftKind(ROUTE))).toBeNull();

    await keepOffline(ROUTE, { a: 1 }, 'business');
    const id = draftOf(applicationDraftKind(ROUTE))?.id;
    useDrafts.setState({
      drafts: useDrafts
        .getState()
        .drafts.map((d) => (d.id === id ? { ...d, problem: 'newer elsewhere' } : d)),
    });
    expect(waitingDraft(ROUTE)).toBeNull();
    await settleWaiting(ROUTE);
    expect(draftOf(applicationDraftKind(ROUTE))?.problem).toBe('newer elsewhere');
    // Filed: nothing of it waits any more.
    await forgetWaiting(ROUTE);
    expect(draftOf(applicationDraftKind(ROUTE))).toBeNull();
  });
});

describe('serverIsNewer', () => {
  it('the server unchanged since the copy was typed over: the copy is newer', () => {
    expect(serverIsNewer({ updatedAt: '2026-03-01T08:00:00.000Z' }, copy({}))).toBe(false);
    // Even when the phone's clock is far behind.
    expect(serverIsNewer({ updatedAt: '2026-03-01T08:00:00.000Z' }, copy({ typedAt: 0 }))).toBe(false);
  });

  it('saved on another device after the copy was typed: the server is newer', () => {
    expect(serverIsNewer({ updatedAt: '2026-03-01T09:30:00.000Z' }, copy({}))).toBe(true);
    expect(serverIsNewer({ updatedAt: '2026-03-01T09:30:00.000Z' }, copy({ base: null }))).toBe(true);
  });

  it('saved on another device before the copy was typed: the copy is newer (newest wins)', () => {
    expect(serverIsNewer({ updatedAt: '2026-03-01T08:30:00.000Z' }, copy({}))).toBe(false);
  });

  it('gone from the server although the device had seen it (filed elsewhere): not sent again', () => {
    expect(serverIsNewer(null, copy({}))).toBe(true);
    expect(serverIsNewer(null, copy({ base: null }))).toBe(false);
  });
});
