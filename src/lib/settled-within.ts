/** Resolves once `promise` settles (either way) or `ms` have passed, whichever comes first. */
export function settledWithin(promise: Promise<unknown>, ms: number): Promise<void> {
  const waited = new Promise<void>((resolve) => setTimeout(resolve, ms));
  const settled = promise.then(
    () => undefined,
    () => undefined,
  );
  return Promise.race([settled, waited]);
}
