import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/http';
import {
  discardDraft,
  draftOf,
  DraftConflict,
  forgetDrafts,
  registerDraftSender,
  replayDrafts,
  saveDraft,
  useDrafts,
} from './offline-drafts';

const profileDraft = (payload: unknown) => ({
  kind: 'profile',
  label: 'Your profile changes',
  href: '/profile-edit',
  payload,
});

const setOnline = (online: boolean) => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);

beforeEach(() => {
  forgetDrafts();
  localStorage.setItem('token', 'token-a');
});
afterEach(() => vi.restoreAllMocks());

describe('saveDraft', () => {
  it('keeps the draft on the device for this session, the latest of a kind replacing the last', async () => {
    await saveDraft(profileDraft({ first_name: 'JUAN' }));
    await saveDraft(profileDraft({ first_name: 'JUANITO' }));
    expect(useDrafts.getState().drafts).toHaveLength(1);
    expect(draftOf('profile')?.payload).toEqual({ first_name: 'JUANITO' });
    expect(JSON.parse(localStorage.getItem('offlineDrafts') ?? '[]')).toHaveLength(1);
  });

  it('keeps nothing signed out', async () => {
    localStorage.removeItem('token');
    expect(await saveDraft(profileDraft({}))).toBeNull();
    expect(useDrafts.getState().drafts).toEqual([]);
  });
});

describe('replayDrafts', () => {
  it('sends a waiting draft once online and removes it', async () => {
    const send = vi.fn(() => Promise.resolve());
    registerDraftSender('profile', send);
    setOnline(false);
    await saveDraft(profileDraft({ first_name: 'JUAN' }));
    expect((await replayDrafts()).sent).toEqual([]);
    expect(send).not.toHaveBeenCalled();

    setOnline(true);
    const result = await replayDrafts();
    expect(send).toHaveBeenCalledWith({ first_name: 'JUAN' });
    expect(result.sent.map((d) => d.label)).toEqual(['Your profile changes']);
    expect(useDrafts.getState().drafts).toEqual([]);
    expect(localStorage.getItem('offlineDrafts')).toBeNull();
  });

  it('keeps the draft when the server cannot be reached or is failing, to try again later', async () => {
    registerDraftSender('profile', () => Promise.reject(new ApiError('No internet connection.', undefined)));
    await saveDraft(profileDraft({}));
    expect(await replayDrafts()).toEqual({ sent: [], refused: [] });
    registerDraftSender('profile', () => Promise.reject(new ApiError('Server error', 503)));
    expect(await replayDrafts()).toEqual({ sent: [], refused: [] });
    expect(draftOf('profile')?.problem).toBeNull();
  });

  it('keeps a refused or conflicting draft with the reason, and does not send it again by itself', async () => {
    const send = vi.fn(() => Promise.reject(new ApiError('The email has already been taken.', 422)));
    registerDraftSender('profile', send);
    await saveDraft(profileDraft({}));
    const result = await replayDrafts();
    expect(result.refused.map((d) => d.problem)).toEqual(['The email has already been taken.']);
    expect(draftOf('profile')?.problem).toBe('The email has already been taken.');
    await replayDrafts();
    expect(send).toHaveBeenCalledOnce();

    discardDraft(draftOf('profile')?.id ?? '');
    registerDraftSender('profile', () => Promise.reject(new DraftConflict('Changed elsewhere.')));
    await saveDraft(profileDraft({}));
    await replayDrafts();
    expect(draftOf('profile')?.problem).toBe('Changed elsewhere.');
  });

  it("never sends another session's draft", async () => {
    const send = vi.fn(() => Promise.resolve());
    registerDraftSender('profile', send);
    await saveDraft(profileDraft({ first_name: 'A' }));
    localStorage.setItem('token', 'token-b');
    expect((await replayDrafts()).sent).toEqual([]);
    expect(send).not.toHaveBeenCalled();
    expect(useDrafts.getState().drafts).toEqual([]);
  });

  it('sends one round at a time', async () => {
    let finish: () => void = () => undefined;
    const send = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    registerDraftSender('profile', send);
    await saveDraft(profileDraft({}));
    const first = replayDrafts();
    await vi.waitFor(() => expect(send).toHaveBeenCalledOnce());
    expect((await replayDrafts()).sent).toEqual([]);
    finish();
    expect((await first).sent).toHaveLength(1);
    expect(send).toHaveBeenCalledOnce();
  });
});
