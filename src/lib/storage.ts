import type { OTP_COOLDOWN_STORAGE_KEY } from '@/domain/constants/otp';

/** Keys the app keeps in local storage (§3, §4). */
export type StorageKey =
  | 'token'
  | 'profile'
  | 'services'
  /** The OTP resend cooldown's deadline, spelled once in the domain. */
  | typeof OTP_COOLDOWN_STORAGE_KEY
  | 'showOTP'
  | 'signupFormData'
  | 'announcementDismissed'
  /** 'true' when the session began on /mobile/login (the wallet web-view); logout returns there. */
  | 'mobileLogin'
  /** The Select Transaction dialog's choice, read by the application page (§2.8). */
  | 'selectedTransaction'
  /** The language chosen on this device ('en' | 'fil'): kept across logout. */
  | 'locale'
  /** What was typed offline, waiting to be sent (stores/offline-drafts). */
  | 'offlineDrafts'
  /** '1' once the install offer after a first payment was answered (app/pwa/install-offer). */
  | 'installOffered';

/** Reads a stored string; private mode or a full disk must not crash the app. */
export function readStored(key: StorageKey): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStored(key: StorageKey, value: string) {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Storage full or blocked: the app still works for this visit.
  }
}

export function removeStored(key: StorageKey) {
  try {
    localStorage.removeItem(key);
  } catch {
    // See writeStored.
  }
}

/** Clears everything the app stored (token expiry, logout) except the device's language. */
export function clearStored() {
  try {
    const locale = localStorage.getItem('locale');
    localStorage.clear();
    if (locale) localStorage.setItem('locale', locale);
  } catch {
    // See writeStored.
  }
}

/** Keys the app keeps for this tab only (session storage): for the next page, not a later visit. */
export type SessionKey =
  /** Where a signed-out visitor was going; signing in returns there (stores/return-path). */
  | 'returnTo'
  /** A toast for the page the app is about to load (stores/toast-after-reload). */
  | 'toastAfterReload';

export function writeSessionStored(key: SessionKey, value: string) {
  try {
    sessionStorage.setItem(key, value);
  } catch {
    // See writeStored.
  }
}

export function removeSessionStored(key: SessionKey) {
  try {
    sessionStorage.removeItem(key);
  } catch {
    // See writeStored.
  }
}

/** A value kept for this tab, once: it is removed as it is read (null when blocked). */
export function takeSessionStored(key: SessionKey): string | null {
  try {
    const value = sessionStorage.getItem(key);
    sessionStorage.removeItem(key);
    return value;
  } catch {
    return null;
  }
}
