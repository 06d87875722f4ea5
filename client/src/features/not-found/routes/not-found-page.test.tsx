import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import NotFoundPage from './not-found-page';

describe('NotFoundPage', () => {
  it('shows the 404 title, heading and text word for word', () => {
    render(<NotFoundPage />);
    expect(screen.getByText('404')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText("The page you're looking for doesn't exist or has been moved")).toBeInTheDocument();
  });

  it.each([
    ['Go to Dashboard', '/dashboard'],
    ['Create Video', '/animation'],
  ])('%s navigates to %s', async (name, path) => {
    window.history.replaceState(null, '', '/no/such/page');
    render(<NotFoundPage />);
    await userEvent.click(screen.getByRole('button', { name }));
    expect(window.location.pathname).toBe(path);
  });

  it('Go Back goes back in browser history', async () => {
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => {});
    render(<NotFoundPage />);
    await userEvent.click(screen.getByRole('button', { name: 'Go Back' }));
    expect(back).toHaveBeenCalledTimes(1);
  });
});
