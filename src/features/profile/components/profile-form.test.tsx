import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/http';
import { ProfileForm, profileValues } from './profile-form';

// Each place select offers one place, so a test can choose the place of birth.
vi.mock('../place-loaders', () => {
  const one = (code: string) => () => Promise.resolve([{ value: code, label: `Place ${code}` }]);
  return {
    loadRegions: one('04'),
    loadProvinces: one('0434'),
    loadMunicipalities: one('043404'),
    loadBarangays: one('043404001'),
  };
});

const complete = profileValues({
  first_name: 'MARIA',
  last_name: 'SANTOS',
  photo: 'https://cdn.example.test/maria.png',
  birthdate: '1990-06-12',
  middle_name: null,
});

async function choosePlaceOfBirth(user: ReturnType<typeof userEvent.setup>) {
  const birth = screen.getByRole('group', { name: 'Place of birth' });
  await user.selectOptions(
    within(birth).getByLabelText('Region'),
    await within(birth).findByText('Place 04'),
  );
  await user.selectOptions(
    within(birth).getByLabelText('Province'),
    await within(birth).findByText('Place 0434'),
  );
  await user.selectOptions(
    within(birth).getByLabelText('City / Municipality'),
    await within(birth).findByText('Place 043404'),
  );
}

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

  it('shows a failure that names no field in the form alert', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(() => Promise.reject(new ApiError('The service is busy.', 503)));
    render(<ProfileForm initial={complete} onSubmit={onSubmit} />);
    await choosePlaceOfBirth(user);
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The service is busy.');
  });
});
