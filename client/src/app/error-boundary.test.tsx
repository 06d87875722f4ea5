import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { pageNavigation } from '@/lib/page-navigation';
import { ErrorBoundary } from './error-boundary';

function Boom({ explode }: { explode: boolean }): React.ReactNode {
  if (explode) throw new Error('render failed');
  return <p>All good</p>;
}

const crashHeading = () => screen.queryByRole('heading', { name: 'Oops! Quick refresh needed' });

describe('ErrorBoundary', () => {
  it('renders its children when nothing throws', () => {
    render(
      <ErrorBoundary>
        <Boom explode={false} />
      </ErrorBoundary>,
    );
    expect(screen.getByText('All good')).toBeInTheDocument();
    expect(crashHeading()).not.toBeInTheDocument();
  });

  it('shows the crash screen when a child throws while rendering', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <ErrorBoundary>
        <Boom explode />
      </ErrorBoundary>,
    );
    expect(crashHeading()).toBeInTheDocument();
    expect(screen.getByText("Something unexpected happened. No worries - just hit refresh and we'll get you back to creating!")).toBeInTheDocument();
  });

  it('Reload Page reloads the page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const reload = vi.spyOn(pageNavigation, 'reload').mockImplementation(() => {});
    render(
      <ErrorBoundary>
        <Boom explode />
      </ErrorBoundary>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Reload Page' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('tries the children again when its reset key changes', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { rerender } = render(
      <ErrorBoundary resetKey="/broken">
        <Boom explode />
      </ErrorBoundary>,
    );
    expect(crashHeading()).toBeInTheDocument();
    rerender(
      <ErrorBoundary resetKey="/elsewhere">
        <Boom explode={false} />
      </ErrorBoundary>,
    );
    expect(screen.getByText('All good')).toBeInTheDocument();
  });
});
