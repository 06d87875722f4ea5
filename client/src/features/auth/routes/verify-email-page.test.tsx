import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderWithSession, sentBodies, stubApi, testUser, type ApiHandler, type SessionAnswer } from '@/test/utils';
import VerifyEmailPage from './verify-email-page';

const unverified = { ...testUser, emailVerified: false };

function renderVerify(path: string, routes: Record<string, ApiHandler>, session: SessionAnswer = 'signed-out') {
  const fetchMock = stubApi(routes, session);
  renderWithSession(<VerifyEmailPage />, { path });
  return fetchMock;
}

const expired: ApiHandler = () => jsonResponse(410, { message: 'This link has expired', code: 'LINK_EXPIRED' });
const invalid: ApiHandler = () => jsonResponse(400, { message: 'This link is not valid', code: 'LINK_INVALID' });
const resent: ApiHandler = () => jsonResponse(200, { status: 'sent' });

describe('VerifyEmailPage with a token', () => {
  it('verifies once, showing a spinner meanwhile, then the success state', async () => {
    let answer: (response: Response) => void = () => {};
    const fetchMock = renderVerify('/verify-email?token=tok-1', {
      'POST /api/auth/verify-email': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    expect(await screen.findByText('Verifying your email...')).toBeInTheDocument();
    answer(jsonResponse(200, { status: 'verified', email: 'ada@studio.test' }));
    expect(await screen.findByRole('heading', { name: 'Your email is verified' })).toBeInTheDocument();
    expect(screen.getByText(/ada@studio\.test/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth');
    expect(sentBodies(fetchMock, 'POST /api/auth/verify-email')).toEqual([{ token: 'tok-1' }]);
  });

  it('offers the dashboard to a signed-in user after verifying', async () => {
    renderVerify(
      '/verify-email?token=tok-1',
      { 'POST /api/auth/verify-email': () => jsonResponse(200, { status: 'verified', email: testUser.email }) },
      unverified,
    );
    expect(await screen.findByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/dashboard');
  });

  it.each([
    ['expired', expired, 'This link has expired'],
    ['invalid', invalid, "This link isn't valid"],
  ])('an %s link lets a signed-in user ask for a new one', async (_kind, handler, heading) => {
    const fetchMock = renderVerify(
      '/verify-email?token=old',
      { 'POST /api/auth/verify-email': handler, 'POST /api/auth/resend-verification': resent },
      unverified,
    );
    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send a new link' }));
    expect(await screen.findByText(`We sent a new link to ${testUser.email}`)).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST /api/auth/resend-verification')).toEqual([undefined]);
  });

  it.each([
    ['expired', expired, 'This link has expired'],
    ['invalid', invalid, "This link isn't valid"],
  ])('an %s link asks a visitor to sign in for a new one', async (_kind, handler, heading) => {
    renderVerify('/verify-email?token=old', { 'POST /api/auth/verify-email': handler });
    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in to get a new link' })).toHaveAttribute('href', '/auth');
    expect(screen.queryByRole('button', { name: 'Send a new link' })).not.toBeInTheDocument();
  });

  it('shows the rate limit message', async () => {
    renderVerify('/verify-email?token=tok', {
      'POST /api/auth/verify-email': () => jsonResponse(429, { message: 'Too many attempts. Try again in a minute.', code: 'RATE_LIMITED' }),
    });
    expect(await screen.findByText('Too many attempts. Try again in a minute.')).toBeInTheDocument();
  });
});

describe('VerifyEmailPage without a token', () => {
  it('tells a signed-in unverified user to check the inbox, and resends', async () => {
    const fetchMock = renderVerify('/verify-email', { 'POST /api/auth/resend-verification': resent }, unverified);
    expect(await screen.findByRole('heading', { name: 'Check your inbox' })).toBeInTheDocument();
    expect(screen.getByText(new RegExp(testUser.email))).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send a new link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(`We sent a new link to ${testUser.email}`);
    expect(sentBodies(fetchMock, 'POST /api/auth/verify-email')).toEqual([]);
  });

  it('shows the rate limit message when resending too often', async () => {
    renderVerify(
      '/verify-email',
      {
        'POST /api/auth/resend-verification': () => jsonResponse(429, { message: 'Please wait before asking for another link.', code: 'RATE_LIMITED' }),
      },
      unverified,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Send a new link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please wait before asking for another link.');
  });

  it('asks a visitor to sign in', async () => {
    renderVerify('/verify-email', {});
    expect(await screen.findByRole('heading', { name: 'Check your inbox' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in to get a new link' })).toHaveAttribute('href', '/auth');
  });

  it('tells an already verified user so', async () => {
    renderVerify('/verify-email', {}, testUser);
    expect(await screen.findByRole('heading', { name: 'Your email is verified' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toBeInTheDocument());
  });
});
