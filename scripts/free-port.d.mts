/** Resolves with a port on 127.0.0.1 that nothing listens on at this moment. */
export function freePort(): Promise<number>;
