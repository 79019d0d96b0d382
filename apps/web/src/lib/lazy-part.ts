import { type ComponentType, createElement, lazy } from 'react';

/** A component whose code loads after the page's first paint, and its loader, to fetch it early. */
export interface LazyPart<Props extends object> {
  Component: ComponentType<Props>;
  /** Starts loading the code (once); resolves when it is there. A failed load may be tried again. */
  preload: () => Promise<void>;
}

/**
 * `React.lazy` that renders at once when its code is already there: a part preloaded once the page has drawn (or when a
 * pointer reaches its button) then opens without a loading flash, and a test can preload it and render synchronously.
 * Until then it suspends, like `React.lazy`, so it needs a `Suspense` around it.
 */
export function lazyPart<Props extends object>(load: () => Promise<ComponentType<Props>>): LazyPart<Props> {
  let loaded: ComponentType<Props> | undefined;
  let loading: Promise<ComponentType<Props>> | undefined;
  const fetchCode = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const Late = lazy(() => fetchCode().then((component) => ({ default: component })));
  function Part(props: Props) {
    return createElement(loaded ?? Late, props);
  }
  return { Component: Part, preload: () => fetchCode().then(() => undefined) };
}
