import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getConsent, hasAnalyticsConsent } from '../consent';
import { useCookieConsent } from '../hooks/use-cookie-consent';
import { CookieBanner } from './cookie-banner';

const banner = () => screen.queryByRole('region', { name: 'Cookie Consent' });

function ConsentProbe() {
  const { consent } = useCookieConsent();
  return <output aria-label="consent">{consent ?? 'undecided'}</output>;
}

describe('CookieBanner', () => {
  it('asks an undecided visitor, with a Learn more link to /privacy', () => {
    render(<CookieBanner />);
    expect(banner()).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Cookie Consent' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Learn more about cookies and your privacy' })).toHaveAttribute('href', '/privacy');
    expect(getConsent()).toBeNull();
  });

  it.each([
    ['Accept All', 'accepted'],
    ['Decline', 'declined'],
    ['Close', 'declined'],
  ] as const)('%s stores "%s" and hides the banner', async (button, stored) => {
    render(
      <>
        <CookieBanner />
        <ConsentProbe />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: button }));
    expect(window.localStorage.getItem('cookie-consent')).toBe(stored);
    expect(banner()).not.toBeInTheDocument();
    expect(screen.getByLabelText('consent')).toHaveTextContent(stored);
    expect(hasAnalyticsConsent()).toBe(stored === 'accepted');
  });

  it.each(['accepted', 'declined'])('stays hidden when the visitor already %s', (decision) => {
    window.localStorage.setItem('cookie-consent', decision);
    render(<CookieBanner />);
    expect(banner()).not.toBeInTheDocument();
  });

  it('hides when another tab records a decision', () => {
    render(<CookieBanner />);
    window.localStorage.setItem('cookie-consent', 'accepted');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'cookie-consent', newValue: 'accepted' }));
    });
    expect(banner()).not.toBeInTheDocument();
  });
});
