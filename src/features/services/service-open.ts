/** What opening a service card does: follow a link, or run an action (a dialog, a sign-in). */
export type ServiceOpen = { href: string; onOpen?: undefined } | { href?: undefined; onOpen: () => void };
