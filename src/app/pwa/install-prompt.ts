/** Chrome's install event (not in TypeScript's DOM types): prompt() shows the browser's own dialog. */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let kept: InstallPromptEvent | null = null;

/**
 * Holds the browser's install offer back at start (its mini-infobar asks on arrival, before the
 * portal has done anything for the person) so the portal can make it where it helps: after a
 * first payment (install-offer.tsx; issue 30). Called once, before the event can fire.
 */
export function keepInstallPrompt() {
  addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    kept = event as InstallPromptEvent;
  });
  addEventListener('appinstalled', () => (kept = null));
}

/** The kept install offer, if the browser made one and it was not used yet. */
export const installPrompt = () => kept;

/** Uses the offer once (the browser allows one prompt per event). */
export function forgetInstallPrompt() {
  kept = null;
}
