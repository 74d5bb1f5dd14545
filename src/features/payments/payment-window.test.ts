import { afterEach, describe, expect, it, vi } from 'vitest';
import { isSmallScreen, openBlankPopup, popupFeatures, watchPopup } from './payment-window';

describe('the payment window', () => {
  afterEach(() => vi.useRealTimers());

  it('uses /pgi at 768 px and below', () => {
    expect(isSmallScreen(768)).toBe(true);
    expect(isSmallScreen(390)).toBe(true);
    expect(isSmallScreen(769)).toBe(false);
  });

  it('opens a 775 × 675 popup centred over the window', () => {
    expect(popupFeatures({ left: 100, top: 50, width: 1375, height: 875 })).toBe(
      'popup=yes,width=775,height=675,left=400,top=150',
    );
    const open = vi.fn(() => null);
    expect(openBlankPopup(open)).toBeNull();
    expect(open).toHaveBeenCalledWith('', 'bayan-payment', expect.stringContaining('width=775,height=675'));
  });

  it('notices the popup closing by checking every second', () => {
    vi.useFakeTimers();
    const popup = { closed: false } as Window & { closed: boolean };
    const onClosed = vi.fn();
    watchPopup(popup, onClosed);
    vi.advanceTimersByTime(3_000);
    expect(onClosed).not.toHaveBeenCalled();
    Object.assign(popup, { closed: true });
    vi.advanceTimersByTime(999);
    expect(onClosed).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onClosed).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(5_000);
    expect(onClosed).toHaveBeenCalledOnce();
  });
});
