import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Modal } from './modal';

// A dialog with a confirmation inside it whose Yes closes both at once, as a payment's
// confirmation inside the Select Transaction dialog does before leaving for the gateway.
function Nested() {
  const [outer, setOuter] = useState(true);
  const [inner, setInner] = useState(false);
  return (
    <>
      <button type="button">Behind</button>
      {outer ? (
        <Modal title="Outer" onClose={() => setOuter(false)}>
          <button type="button" onClick={() => setInner(true)}>
            Ask
          </button>
          {inner ? (
            <Modal title="Inner" onClose={() => setInner(false)}>
              <button
                type="button"
                onClick={() => {
                  setInner(false);
                  setOuter(false);
                }}
              >
                Yes
              </button>
            </Modal>
          ) : null}
        </Modal>
      ) : null}
    </>
  );
}

describe('useFocusTrap', () => {
  it('leaves the page usable when a dialog and the one inside it close together', async () => {
    // The page's root (vitest.setup.ts, as index.html), the dialogs' opener inside it.
    const root = document.getElementById('root');
    if (!root) throw new Error('no #root');
    const user = userEvent.setup();
    render(<Nested />, { container: root });
    expect(root.inert).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Ask' }));
    expect(root.inert).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(root.inert).toBe(false);
  });

  it("says 'Alert Marker not found!' when the page has no root to hold behind a dialog", () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <Modal title="Confirmation" onClose={() => undefined}>
        <button type="button">No</button>
      </Modal>,
    );
    expect(error).not.toHaveBeenCalled();
    document.getElementById('root')?.remove();
    render(
      <Modal title="Confirmation" onClose={() => undefined}>
        <button type="button">No</button>
      </Modal>,
    );
    expect(error).toHaveBeenCalledWith('Alert Marker not found!');
    error.mockRestore();
  });
});
