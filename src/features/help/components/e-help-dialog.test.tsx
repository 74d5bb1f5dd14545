import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import EHelpDialog from './e-help-dialog';

afterEach(cleanup);

describe('the E-Help dialog', () => {
  it('opens a topic’s page and closes', async () => {
    const user = userEvent.setup();
    const location = memoryLocation({ path: '/', record: true });
    const onClose = vi.fn();
    render(
      <Router hook={location.hook}>
        <EHelpDialog
          topics={[
            { label: 'Report an Incident', href: '/e-help/report-incident', available: true },
            { label: 'Later', href: '/e-help/later', available: false },
          ]}
          onClose={onClose}
        />
      </Router>,
    );
    expect(screen.getByRole('dialog', { name: 'How can we help?' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Later/ })).toBeNull();
    await user.click(screen.getByRole('link', { name: 'Report an Incident' }));
    expect(location.history).toContain('/e-help/report-incident');
    expect(onClose).toHaveBeenCalled();
  });
});
