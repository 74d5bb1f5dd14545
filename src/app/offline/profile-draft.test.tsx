import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { Profile } from '@/domain/contracts/account-responses';
import { profileValues } from '@/features/profile/components/profile-form';
import { draftOf, DraftConflict, forgetDrafts } from '@/stores/offline-drafts';
import { useSession } from '@/stores/session';
import { useToasts } from '@/stores/toasts';
import ProfileEditPage from '../pages/profile-edit-page';
import { sendProfileDraft } from './profile-draft';

const SAVED_OFFLINE = 'Saved on this device; it will be sent when you are back online.';
const CHANGED_ELSEWHERE =
  'Your profile was changed elsewhere while these changes waited. Open Edit Profile to check them and save again.';
import { sendWaitingDrafts, startOfflineDrafts } from './start-offline-drafts';

// The real form has some thirty required fields; this one saves the profile with a new first name.
vi.mock('@/features/profile/components/profile-form', async (importOriginal) => {
  const real = await importOriginal<Record<string, unknown>>();
  return {
    ...real,
    ProfileForm: ({
      initial,
      onSubmit,
    }: {
      initial: Record<string, string>;
      onSubmit: (v: Record<string, string>) => Promise<void>;
    }) => (
      <div>
        <output aria-label="First Name">{initial.first_name}</output>
        <button type="button" onClick={() => void onSubmit({ ...initial, first_name: 'JUANITO' })}>
          Save Profile
        </button>
      </div>
    ),
  };
});

const profile = (changes: Partial<Profile> = {}): Profile => ({
  first_name: 'JUAN',
  last_name: 'DELA CRUZ',
  mobile_number: '09171234567',
  email: 'juan@example.com',
  email_verified: true,
  is_resident: 1,
  is_first_login: 0,
  is_gcash_login: 0,
  is_mfa_required: 0,
  preferred_mfa: null,
  is_profile_complete: true,
  _full_name: 'JUAN DELA CRUZ',
  ...changes,
});
const profileDoc = (p: Profile) => ({ data: { type: 'taxpayers', id: '1', attributes: p } });
const respond = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

const setOnline = (online: boolean) => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
const toasts = () => useToasts.getState().toasts.map((t) => t.message);

function openEditPage() {
  const { hook } = memoryLocation({ path: '/profile-edit', record: true });
  render(
    <Router hook={hook}>
      <Route path="/profile-edit" component={ProfileEditPage} />
    </Router>,
  );
}

describe('a profile edit saved offline', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    forgetDrafts();
    localStorage.setItem('token', 'token-a');
    useSession.setState({ status: 'signed-in', profile: profile() });
    useToasts.setState({ toasts: [] });
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    fetchMock.mockReset();
  });

  it('is kept on the device with the user told, then sent when the connection returns', async () => {
    const user = userEvent.setup();
    setOnline(false);
    openEditPage();
    // Offline, the stored profile stands in: no request.
    expect((await screen.findByLabelText('First Name')).textContent).toBe('JUAN');
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));
    await waitFor(() => expect(toasts()).toContain(SAVED_OFFLINE));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(draftOf('profile')?.payload).toMatchObject({ values: { first_name: 'JUANITO' } });

    setOnline(true);
    fetchMock.mockImplementation((input, init) =>
      Promise.resolve(
        respond(profileDoc(init?.method === 'PUT' ? profile({ first_name: 'JUANITO' }) : profile())),
      ),
    );
    startOfflineDrafts();
    await waitFor(() =>
      expect(toasts()).toContain('Your profile changes saved on this device have been sent.'),
    );
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(String(put?.[0])).toContain('/api/v1/taxpayers/update/profile');
    expect(JSON.parse(String(put?.[1]?.body))).toMatchObject({ first_name: 'JUANITO' });
    expect(draftOf('profile')).toBeNull();
    expect(useSession.getState().profile?.first_name).toBe('JUANITO');
  });

  it('is not sent over a profile changed elsewhere meanwhile; the form reopens with it', async () => {
    const user = userEvent.setup();
    setOnline(false);
    openEditPage();
    await user.click(await screen.findByRole('button', { name: 'Save Profile' }));
    await waitFor(() => expect(draftOf('profile')).not.toBeNull());

    setOnline(true);
    fetchMock.mockImplementation(() =>
      Promise.resolve(respond(profileDoc(profile({ last_name: 'SANTOS' })))),
    );
    await sendWaitingDrafts();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
    expect(draftOf('profile')?.problem).toBe(CHANGED_ELSEWHERE);

    cleanup();
    openEditPage();
    expect((await screen.findByLabelText('First Name')).textContent).toBe('JUANITO');
    expect(screen.getByText(/have not been sent yet/)).toBeTruthy();
  });
});

describe('sendProfileDraft', () => {
  const base = profileValues(profile());
  const values = { ...base, first_name: 'JUANITO' };
  const deps = (current: Profile) => ({
    getProfile: vi.fn(() => Promise.resolve(profileDoc(current))),
    updateProfile: vi.fn(() => Promise.resolve(profileDoc(profile(values)))),
    setProfile: vi.fn(),
  });

  it('sends over the profile it was typed on', async () => {
    const d = deps(profile());
    await sendProfileDraft({ values, base }, d);
    expect(d.updateProfile).toHaveBeenCalledWith(values);
    expect(d.setProfile).toHaveBeenCalled();
  });

  it('refuses to overwrite a profile changed elsewhere, and sends nothing already there', async () => {
    const changed = deps(profile({ last_name: 'SANTOS' }));
    await expect(sendProfileDraft({ values, base }, changed)).rejects.toBeInstanceOf(DraftConflict);
    expect(changed.updateProfile).not.toHaveBeenCalled();
    const there = deps(profile(values));
    await sendProfileDraft({ values, base }, there);
    expect(there.updateProfile).not.toHaveBeenCalled();
  });
});
