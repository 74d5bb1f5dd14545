import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/http';
import { applyLocale } from '@/lib/i18n/locale';
import { switchLocale } from '@/lib/i18n/switch-locale';
import { ProfileForm, profileValues } from './profile-form';

// A slice of the PSGC: each loader answers after a tick, as the API would.
vi.mock('../place-loaders', () => {
  const tree: Record<string, [string, string][]> = {
    all: [
      ['0100000000', 'Region I (Ilocos Region)'],
      ['0400000000', 'Region IV-A (CALABARZON)'],
    ],
    '0100000000': [['0102800000', 'Ilocos Norte']],
    '0400000000': [['0403400000', 'Laguna']],
    '0102800000': [['0102812000', 'City of Laoag']],
    '0403400000': [['BDC', 'Bayan Demo City']],
    '0102812000': [['0102812062', 'Bgy. No. 1, San Lorenzo']],
    BDC: [['BDC-001', 'Bagong Silang']],
  };
  const load = (key: string) =>
    new Promise((resolve) =>
      setTimeout(() => resolve((tree[key] ?? []).map(([value, label]) => ({ value, label }))), 0),
    );
  return {
    loadRegions: () => load('all'),
    loadProvinces: load,
    loadMunicipalities: load,
    loadBarangays: load,
  };
});

const complete = profileValues({
  first_name: 'MARIA',
  last_name: 'SANTOS',
  photo: 'https://cdn.example.test/maria.png',
  birthdate: '1990-06-12',
  middle_name: null,
});

type User = ReturnType<typeof userEvent.setup>;

/** Chooses region, province and city (and barangay, in the home address) by their names. */
async function choosePlace(user: User, group: string, names: string[]) {
  const fieldset = screen.getByRole('group', { name: group });
  const labels = ['Region', 'Province', 'City / Municipality', 'Barangay'];
  for (const [i, name] of names.entries()) {
    const select = within(fieldset).getByLabelText(labels[i] ?? '');
    await user.selectOptions(select, await within(select).findByRole('option', { name }));
  }
}

const choosePlaceOfBirth = (user: User) =>
  choosePlace(user, 'Place of birth', ['Region IV-A (CALABARZON)', 'Laguna', 'Bayan Demo City']);

describe('ProfileForm', () => {
  it('lists the missing required fields in the error summary and does not save', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(() => Promise.resolve());
    render(<ProfileForm initial={profileValues({})} onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));
    const summary = await screen.findByRole('alert');
    expect(document.activeElement).toBe(summary);
    expect(
      within(summary)
        .getByRole('link', { name: /First Name/ })
        .getAttribute('href'),
    ).toBe('#first_name');
    expect(
      within(summary)
        .getByRole('link', { name: /Date of Birth/ })
        .getAttribute('href'),
    ).toBe('#birthdate');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('saves the values and puts a server 422 under the field it names', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(() =>
      Promise.reject(new ApiError('The given data was invalid.', 422, { last_name: 'Last Name is taken' })),
    );
    render(<ProfileForm initial={complete} onSubmit={onSubmit} />);
    await choosePlaceOfBirth(user);
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ first_name: 'MARIA', middle_name: '' }));
    const lastName = screen.getByLabelText('Last Name');
    expect(lastName.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById('last_name-error')?.textContent).toBe('Last Name is taken');
  });

  it('dashes the TIN as it is typed and takes the 12-digit form of the card', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(() => Promise.resolve());
    render(<ProfileForm initial={complete} onSubmit={onSubmit} />);
    const tin = screen.getByLabelText('TIN') as HTMLInputElement;
    await user.type(tin, '123456789000');
    expect(tin.value).toBe('123-456-789-000');
    await choosePlaceOfBirth(user);
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ tin_number: '123-456-789-000' }));
  });

  it('shows a failure that names no field in the form alert', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(() => Promise.reject(new ApiError('The service is busy.', 503)));
    render(<ProfileForm initial={complete} onSubmit={onSubmit} />);
    await choosePlaceOfBirth(user);
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The service is busy.');
  });

  it('offers a barangay far from the demo city, down the whole cascade', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(() => Promise.resolve());
    render(<ProfileForm initial={complete} onSubmit={onSubmit} />);
    await choosePlace(user, 'Home address', [
      'Region I (Ilocos Region)',
      'Ilocos Norte',
      'City of Laoag',
      'Bgy. No. 1, San Lorenzo',
    ]);
    // Choosing the place of birth afterwards leaves the home barangay alone.
    await choosePlaceOfBirth(user);
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        region_code: '0100000000',
        province_code: '0102800000',
        municipality_code: '0102812000',
        barangay_code: '0102812062',
      }),
    );
  });

  it('shows the saved place once its lists arrive, and keeps it when the user tabs through', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(() => Promise.resolve());
    const saved = {
      ...complete,
      place_of_birth_region_code: '0100000000',
      place_of_birth_province_code: '0102800000',
      place_of_birth_municipality_code: '0102812000',
    };
    render(<ProfileForm initial={saved} onSubmit={onSubmit} />);
    const birth = screen.getByRole('group', { name: 'Place of birth' });
    const region = within(birth).getByLabelText<HTMLSelectElement>('Region');
    const city = within(birth).getByLabelText<HTMLSelectElement>('City / Municipality');
    await within(city).findByRole('option', { name: 'City of Laoag' });
    expect(region.value).toBe('0100000000');
    expect(within(birth).getByLabelText<HTMLSelectElement>('Province').value).toBe('0102800000');
    expect(city.value).toBe('0102812000');
    // A blur reads the select: one that showed no choice used to wipe the saved region.
    region.focus();
    await user.tab();
    await user.tab();
    await user.tab();
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ place_of_birth_region_code: '0100000000' }),
    );
    expect(region.value).toBe('0100000000');
  });

  it('speaks Filipino after a switch; a choice still sends its value', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(() => Promise.resolve());
    render(<ProfileForm initial={complete} onSubmit={onSubmit} />);
    await act(() => switchLocale('fil'));
    try {
      expect(screen.getByRole('group', { name: 'Lugar ng kapanganakan' })).toBeTruthy();
      await user.selectOptions(
        screen.getByLabelText('Kasarian'),
        screen.getByRole('option', { name: 'BABAE' }),
      );
      expect((screen.getByLabelText('Kasarian') as HTMLSelectElement).value).toBe('FEMALE');
      expect(screen.getByRole('button', { name: 'I-save ang Profile' })).toBeTruthy();
    } finally {
      applyLocale('en');
    }
  });
});
