import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { applyLocale } from '@/lib/i18n/locale';
import { switchLocale } from '@/lib/i18n/switch-locale';
import { PaginationNav } from './pagination-nav';

afterEach(() => applyLocale('en'));

const pagination = { current_page: 2, total_pages: 3 } as Parameters<typeof PaginationNav>[0]['pagination'];

describe('PaginationNav', () => {
  it('says where the list is, in English by default', () => {
    render(<PaginationNav pagination={pagination} path="/transaction-history" />);
    expect(screen.getByRole('navigation', { name: 'Pages' }).textContent).toBe('PreviousPage 2 of 3Next');
  });

  it('in Filipino once chosen', async () => {
    await switchLocale('fil');
    render(<PaginationNav pagination={pagination} path="/transaction-history" />);
    expect(screen.getByRole('navigation', { name: 'Mga pahina' }).textContent).toBe(
      'NakaraanPahina 2 ng 3Susunod',
    );
  });
});
