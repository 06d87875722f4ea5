import { act, render, screen } from '@testing-library/react';
import { Suspense, type ComponentType } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyWithPreload } from './lazy-with-preload';

const Page = () => <h1>Pricing</h1>;

function renderLazy(Component: ComponentType) {
  return render(
    <Suspense fallback={<p>Loading…</p>}>
      <Component />
    </Suspense>,
  );
}

describe('lazyWithPreload', () => {
  it('renders a preloaded component at once, without its fallback', async () => {
    const load = vi.fn(async () => ({ default: Page }));
    const Screen = lazyWithPreload(load);
    await Screen.preload();
    renderLazy(Screen);
    expect(screen.getByRole('heading', { name: 'Pricing' })).toBeInTheDocument();
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('without a preload behaves like React.lazy: the fallback, then the component', async () => {
    const Screen = lazyWithPreload(async () => ({ default: Page }));
    renderLazy(Screen);
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Pricing' })).toBeInTheDocument();
  });

  it('fetches the chunk once however often it is preloaded and rendered', async () => {
    const load = vi.fn(async () => ({ default: Page }));
    const Screen = lazyWithPreload(load);
    await Promise.all([Screen.preload(), Screen.preload()]);
    renderLazy(Screen);
    await act(() => Screen.preload());
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('rejects a preload whose chunk fails to load (rendering then reaches the error boundary, as with React.lazy)', async () => {
    const Screen = lazyWithPreload(() => Promise.reject(new Error('Failed to fetch dynamically imported module')));
    await expect(Screen.preload()).rejects.toThrow('Failed to fetch');
  });
});
