import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import ImportantAnnouncement from './important-announcement';

describe('ImportantAnnouncement', () => {
  it('shows the announcement until closed', async () => {
    const user = userEvent.setup();
    render(<ImportantAnnouncement text="Offices closed on Monday." withCheckbox={false} />);
    expect(screen.getByRole('dialog', { name: 'Important Announcement' })).toBeTruthy();
    expect(screen.queryByLabelText('Do not show this again')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Got it' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('stays hidden after "Do not show this again", but not for a new announcement', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<ImportantAnnouncement text="Deadline is Jan 20." withCheckbox />);
    await user.click(screen.getByLabelText('Do not show this again'));
    await user.keyboard('{Escape}');
    unmount();
    render(<ImportantAnnouncement text="Deadline is Jan 20." withCheckbox />);
    expect(screen.queryByRole('dialog')).toBeNull();
    render(<ImportantAnnouncement text="New: pay by GCash." withCheckbox />);
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('links to the news article it names, and closes on the way there', async () => {
    const user = userEvent.setup();
    const memory = memoryLocation({ path: '/', record: true });
    render(
      <Router hook={memory.hook}>
        <ImportantAnnouncement text="Road closed." withCheckbox={false} articleHref="/articles/7" />
      </Router>,
    );
    await user.click(screen.getByRole('link', { name: 'Read the article' }));
    expect(memory.history).toContain('/articles/7');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
