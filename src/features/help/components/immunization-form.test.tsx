import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { immunizationValues } from '../immunization-values';
import { PLACE_ROUTES, stubApi } from '../test-fixtures';
import { ImmunizationForm } from './immunization-form';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const PROFILE = {
  first_name: 'MARIA',
  last_name: 'SANTOS',
  birthdate: '1990-06-12',
  mobile_number: '639181220041',
  email: null,
  gender: 'FEMALE',
  region_code: '0400000000',
  province_code: '0403400000',
  municipality_code: 'BDC',
  barangay_code: 'BDC-001',
  street: '12 Mabini Street',
};

const registered = {
  data: {
    type: 'immunization_registrations',
    id: '3',
    attributes: {
      reference_number: 'VAX-260301-ABCDEFGH',
      priority_group: 'General Public',
      employment_type: 'Private Employee',
      full_name: 'MARIA SANTOS',
      created_at: '2026-03-01T02:00:00.000Z',
    },
  },
  message: 'Created!',
};

describe('the immunization registration form', () => {
  it('starts from the profile, and is not sent without consent', async () => {
    const user = userEvent.setup();
    const calls = stubApi({
      ...PLACE_ROUTES,
      'POST /api/v1/taxpayers/immunization_registrations': () => registered,
    });
    const onRegistered = vi.fn();
    render(<ImmunizationForm initial={immunizationValues(PROFILE)} onRegistered={onRegistered} />);
    expect((screen.getByLabelText('First Name') as HTMLInputElement).value).toBe('MARIA');
    expect((screen.getByLabelText('Mobile Number') as HTMLInputElement).value).toBe('639181220041');
    expect((screen.getByLabelText('Date of Birth') as HTMLInputElement).value).toBe('1990-06-12');
    expect((screen.getByLabelText('Street') as HTMLInputElement).value).toBe('12 Mabini Street');
    expect((screen.getByLabelText('Gender') as HTMLSelectElement).value).toBe('FEMALE');

    await user.selectOptions(screen.getByLabelText('Priority Group'), 'General Public');
    await user.selectOptions(screen.getByLabelText('Employment Type'), 'Private Employee');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findAllByText('Consent must be accepted')).not.toHaveLength(0);
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(onRegistered).toHaveBeenCalledWith(registered.data.attributes));
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      priority_group: 'General Public',
      employment_type: 'Private Employee',
      first_name: 'MARIA',
      barangay_code: 'BDC-001',
      consent: true,
    });
  });
});
