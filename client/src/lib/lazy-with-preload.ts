import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

type Module = { default: ComponentType };

export type PreloadableComponent = LazyExoticComponent<ComponentType> & {
  /** Fetches the component's chunk; once it has resolved, rendering the component never suspends. */
  preload: () => Promise<void>;
  /** Whether the chunk has arrived, so rendering the component cannot suspend. */
  isLoaded: () => boolean;
};

/**
 * `React.lazy` whose chunk can be fetched ahead of rendering. After `preload()` has resolved,
 * React gets an already-settled thenable, so the first render shows the component at once instead
 * of its Suspense fallback: a prerendered page is hydrated in one pass, and the server renders it
 * whole with the synchronous `renderToString`.
 */
export function lazyWithPreload(load: () => Promise<Module>): PreloadableComponent {
  let loaded: Module | undefined;
  let loading: Promise<Module> | undefined;
  const start = () => (loading ??= load().then((module) => (loaded = module)));
  const Component = lazy(() => {
    if (!loaded) return start();
    const module = loaded;
    // React.lazy reads a thenable's result in the same tick when `then` calls back synchronously.
    return { then: (resolve: (value: Module) => void) => resolve(module) } as unknown as Promise<Module>;
  });
  return Object.assign(Component, { preload: () => start().then(() => undefined), isLoaded: () => loaded !== undefined });
}
