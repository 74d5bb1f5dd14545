import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ServiceModule } from '@/domain/contracts/module-systems';
import { applyLocale } from '@/lib/i18n/locale';
import { switchLocale } from '@/lib/i18n/switch-locale';
import { ModuleStep } from './module-step';

const misc = {
  id: '7',
  attributes: { name: 'MISC', description: 'Miscellaneous Fees', is_active: true, is_coming_soon: false },
} as Pick<ServiceModule, 'id' | 'attributes'>;

const renderStep = () =>
  render(
    <ModuleStep
      module={misc}
      statuses={[]}
      status={undefined}
      action={{ kind: 'unavailable', form: 'MISC' }}
      inlineForms={{}}
      headingRef={{ current: null }}
      onDone={() => undefined}
    />,
  );

describe('ModuleStep', () => {
  afterEach(() => applyLocale('en'));

  it('says online payment is unavailable in the spec English, the module named', () => {
    renderStep();
    expect(
      screen.getByText(
        'Online payment for Miscellaneous Fees is not available yet. Please pay at the city hall for now.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Active' })).toBeTruthy();
  });

  it('says it in Filipino after a switch', async () => {
    renderStep();
    await act(() => switchLocale('fil'));
    expect(
      screen.getByText(
        'Hindi pa puwedeng magbayad online para sa Miscellaneous Fees. Pakibayaran muna ito sa city hall.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Aktibo' })).toBeTruthy();
  });
});
