import { afterEach, describe, expect, it, vi } from 'vitest';
import { useServiceDialogs } from '@/stores/service-dialogs';
import { useSession } from '@/stores/session';
import { useToasts } from '@/stores/toasts';
import { runHeaderAction } from './run-header-action';

const complete = {
  first_name: 'JUAN',
  last_name: 'DELA CRUZ',
  photo: '/api/v1/taxpayers/uploads/x',
  birthdate: '1990-01-01',
  place_of_birth_region_code: 'R04A',
  place_of_birth_province_code: 'P-LAG',
  place_of_birth_municipality_code: 'BDC',
};

describe('runHeaderAction', () => {
  afterEach(() => {
    useServiceDialogs.setState({ open: null });
    useToasts.setState({ toasts: [] });
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('sends an incomplete profile to profile-edit with the §4 message instead of opening E-Government', () => {
    window.history.replaceState(null, '', '/');
    useSession.setState({ status: 'signed-in', profile: { ...complete, photo: '' } as never });
    runHeaderAction('select-transaction');
    expect(useServiceDialogs.getState().open).toBeNull();
    expect(window.location.pathname).toBe('/profile-edit');
    expect(useToasts.getState().toasts[0]?.message).toBe(
      'Please complete you profile information, This will help you to speed up the completeness of your information in every transaction you initiate',
    );
  });

  it('opens the Select Transaction dialog for a complete profile', () => {
    useSession.setState({ status: 'signed-in', profile: complete as never });
    runHeaderAction('select-transaction');
    expect(useServiceDialogs.getState().open).toBe('select-transaction');
  });

  it('opens the E-MRID link 100 ms after the click', async () => {
    vi.useFakeTimers();
    const openWindow = vi.fn();
    vi.stubGlobal('open', openWindow);
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(
          new Response(
            JSON.stringify({
              data: {
                type: 'mrid_redirect',
                id: '1',
                attributes: { redirect_url: 'https://mrid.example/x' },
              },
            }),
            { headers: { 'Content-Type': 'application/json' } },
          ),
        ),
      ),
    );
    runHeaderAction('e-mrid');
    await vi.advanceTimersByTimeAsync(99);
    expect(fetch).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() =>
      expect(openWindow).toHaveBeenCalledWith('https://mrid.example/x', '_blank', 'noopener'),
    );
  });
});
