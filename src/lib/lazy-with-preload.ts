import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

interface ComponentModule<P> {
  default: ComponentType<P>;
}

/** A code-split component, and a way to load it before React first asks for it. */
export type LazyWithPreload<P> = LazyExoticComponent<ComponentType<P>> & { preload: () => Promise<void> };

// React.lazy takes any thenable. One that calls back at once lets lazy know, during the very
// render that asks, that the code is already in memory; a Promise would call back a task later.
const loadedNow = <P>(module: ComponentModule<P>) =>
  ({ then: (resolve: (value: ComponentModule<P>) => void) => resolve(module) }) as unknown as Promise<
    ComponentModule<P>
  >;

/**
 * React.lazy with `preload()`: a component loaded beforehand renders in the first render that
 * reaches it, with no Suspense fallback. A fallback is not free even for a moment: React then
 * holds the content back until 300 ms after the fallback appeared (its throttle against content
 * popping in), which a deep link or a dialog on a phone pays before showing what it came for.
 * A failed load is forgotten, so the next render (or preload) tries the network again.
 */
export function lazyWithPreload<P = object>(load: () => Promise<ComponentModule<P>>): LazyWithPreload<P> {
  let loaded: ComponentModule<P> | undefined;
  let loading: Promise<ComponentModule<P>> | undefined;
  const start = () =>
    (loading ??= load().then(
      (module) => (loaded = module),
      (err: unknown) => {
        loading = undefined;
        throw err;
      },
    ));
  const component = lazy(() => (loaded ? loadedNow(loaded) : start())) as LazyWithPreload<P>;
  component.preload = () => start().then(() => undefined);
  return component;
}
