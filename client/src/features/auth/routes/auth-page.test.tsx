import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { ANALYTICS_EVENT, type AnalyticsEventDetail } from '@/lib/analytics';
import { jsonResponse, renderWithSession, sentBodies, stubApi, stubSession, testUser, type ApiHandler } from '@/test/utils';
import AuthPage from './auth-page';

function renderAuthPage(path = '/auth') {
  return renderWithSession(
    <>
      <AuthPage />
      <Toaster />
    </>,
    { path },
  );
}

const loginHeading = () => screen.findByRole('heading', { level: 1, name: 'Welcome back' });
const signupHeading = () => screen.findByRole('heading', { level: 1, name: 'Create your free account' });

async function fillSignup(user: ReturnType<typeof userEvent.setup>, { email = 'Grace.Hopper@Navy.test' } = {}) {
  await user.type(screen.getByLabelText('Full name'), 'Grace Hopper');
  await user.clear(screen.getByLabelText('Email'));
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), 'cobol-1959');
  await user.click(screen.getByRole('combobox', { name: "What's your biggest obstacle right now?" }));
  await user.click(await screen.findByRole('option', { name: 'Scaling traffic' }));
}

const created = { ...testUser, id: 'u2', email: 'grace.hopper@navy.test', name: 'Grace Hopper', emailVerified: false };
const registerOk: ApiHandler = () => jsonResponse(201, { user: created });

describe('AuthPage: which form', () => {
  it.each([
    ['/auth', 'login'],
    ['/login', 'login'],
    ['/auth?mode=signup', 'signup'],
    ['/login?mode=signup', 'signup'],
    ['/auth?mode=anything', 'login'],
    ['/signup', 'signup'],
    ['/register', 'signup'],
    ['/signup?mode=login', 'login'],
  ])('%s opens %s', async (path, mode) => {
    stubSession('signed-out');
    renderAuthPage(path);
    await (mode === 'signup' ? signupHeading() : loginHeading());
  });

  it('reads Loading your workspace... while the session check runs', () => {
    stubSession('pending');
    renderAuthPage();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your workspace...');
  });

  it('sends a signed-in user to /dashboard', async () => {
    stubSession(testUser);
    renderAuthPage();
    await waitFor(() => expect(window.location.pathname).toBe('/dashboard'));
  });

  it('has the sign-up fields, the obstacle select and the legal links', async () => {
    stubSession('signed-out');
    renderAuthPage('/signup');
    await signupHeading();
    expect(screen.getByLabelText('Password')).toHaveAttribute('placeholder', expect.stringContaining('6 characters'));
    const select = screen.getByRole('combobox', { name: "What's your biggest obstacle right now?" });
    await userEvent.click(select);
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Generating content ideas', 'Scaling traffic', 'Converting sales']);
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
  });

  it('toggling resets both forms and focuses the visible email field', async () => {
    stubSession('signed-out');
    const user = userEvent.setup();
    renderAuthPage();
    await loginHeading();
    await user.type(screen.getByLabelText('Email'), 'typed@login.test');

    await user.click(screen.getByRole('button', { name: 'Create Free Account' }));
    await signupHeading();
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveFocus());
    await user.type(screen.getByLabelText('Full name'), 'Someone');

    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await loginHeading();
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveFocus());
    expect(screen.getByLabelText('Email')).toHaveValue('');

    await user.click(screen.getByRole('button', { name: 'Create Free Account' }));
    await signupHeading();
    expect(screen.getByLabelText('Full name')).toHaveValue('');
  });

  it('pre-fills the sign-up email saved at checkout', async () => {
    window.localStorage.setItem('checkout_email', 'buyer@shop.test');
    stubSession('signed-out');
    renderAuthPage('/auth?mode=signup');
    await signupHeading();
    expect(screen.getByLabelText('Email')).toHaveValue('buyer@shop.test');
  });

  it('shows why the last session ended, once', async () => {
    window.sessionStorage.setItem('logout_reason', 'other-tab');
    stubSession('signed-out');
    renderAuthPage();
    expect(await screen.findByText('You were signed out in another tab.')).toHaveAttribute('role', 'status');
    expect(window.sessionStorage.getItem('logout_reason')).toBeNull();
  });
});

describe('AuthPage: validation', () => {
  it('shows every sign-up message on submit, then updates them as the user types', async () => {
    stubSession('signed-out');
    const user = userEvent.setup();
    renderAuthPage('/signup');
    await signupHeading();
    expect(screen.queryByText('Password must be at least 6 characters')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Create Free Account' }));
    const messages = [
      ['Full name', 'Full name must be at least 2 characters'],
      ['Email', 'Please enter a valid email address'],
      ['Password', 'Password must be at least 6 characters'],
      ["What's your biggest obstacle right now?", 'Please select your primary obstacle'],
    ] as const;
    for (const [label, message] of messages) {
      const field = screen.getByLabelText(label);
      expect(await screen.findByText(message)).toBeInTheDocument();
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription(message);
    }

    await user.type(screen.getByLabelText('Full name'), 'G');
    expect(screen.getByText('Full name must be at least 2 characters')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Full name'), 'r');
    await waitFor(() => expect(screen.queryByText('Full name must be at least 2 characters')).not.toBeInTheDocument());
    expect(screen.getByLabelText('Full name')).not.toHaveAttribute('aria-invalid');

    await user.type(screen.getByLabelText('Email'), 'grace@navy');
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), '.test');
    await waitFor(() => expect(screen.queryByText('Please enter a valid email address')).not.toBeInTheDocument());

    await user.type(screen.getByLabelText('Password'), '12345');
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Password'), '6');
    await waitFor(() => expect(screen.queryByText('Password must be at least 6 characters')).not.toBeInTheDocument());

    await user.click(screen.getByRole('combobox', { name: "What's your biggest obstacle right now?" }));
    await user.click(await screen.findByRole('option', { name: 'Converting sales' }));
    await waitFor(() => expect(screen.queryByText('Please select your primary obstacle')).not.toBeInTheDocument());
  });

  it('shows the login messages on submit and sends nothing', async () => {
    const fetchMock = stubSession('signed-out');
    const user = userEvent.setup();
    renderAuthPage();
    await loginHeading();
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST /api/auth/login')).toEqual([]);
  });
});

describe('AuthPage: signing in', () => {
  async function submitLogin(email = 'ada@studio.test', password = 'secret-1') {
    const user = userEvent.setup();
    renderAuthPage();
    await loginHeading();
    await user.type(screen.getByLabelText('Email'), email);
    await user.type(screen.getByLabelText('Password'), password);
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
  }

  it('signs in, marks the session, says welcome back and goes to /dashboard', async () => {
    const fetchMock = stubApi({ 'POST /api/auth/login': () => jsonResponse(200, { user: testUser }) });
    await submitLogin(' Ada@Studio.TEST ');
    expect(await screen.findByText('Welcome back!')).toBeInTheDocument();
    expect(screen.getByText("You've been logged in successfully")).toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toBe('/dashboard'));
    expect(sentBodies(fetchMock, 'POST /api/auth/login')).toEqual([{ email: 'ada@studio.test', password: 'secret-1' }]);
    expect(window.localStorage.getItem('auth_token')).toBe(testUser.id);
  });

  it('shows Login Failed with the server message', async () => {
    stubApi({
      'POST /api/auth/login': () => jsonResponse(401, { message: 'Invalid email or password', code: 'INVALID_CREDENTIALS' }),
    });
    await submitLogin();
    const title = await screen.findByText('Login Failed');
    expect(title.closest('[data-variant]')).toHaveAttribute('data-variant', 'destructive');
    expect(screen.getByText('Invalid email or password')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/auth');
    expect(window.localStorage.getItem('auth_token')).toBeNull();
  });

  it('falls back to the spec text when no answer came', async () => {
    stubApi({ 'POST /api/auth/login': () => Promise.reject(new TypeError('Failed to fetch')) });
    await submitLogin();
    expect(await screen.findByText('Login Failed')).toBeInTheDocument();
    expect(screen.getByText('Invalid email or password. Please try again.')).toBeInTheDocument();
  });

  it('disables the submit button while signing in', async () => {
    stubApi({ 'POST /api/auth/login': () => new Promise<Response>(() => {}) });
    await submitLogin();
    expect(await screen.findByRole('button', { name: 'Signing in...' })).toBeDisabled();
  });

  it('Forgot password shows the Password Reset toast and calls nothing', async () => {
    const fetchMock = stubSession('signed-out');
    renderAuthPage();
    await loginHeading();
    await userEvent.click(screen.getByRole('button', { name: 'Forgot password' }));
    expect(await screen.findByText('Password Reset')).toBeInTheDocument();
    expect(screen.getByText(/contact our support team/)).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual(['/api/auth/me']);
  });
});

describe('AuthPage: signing up', () => {
  it('creates the account with the derived username, welcomes the user and goes to /dashboard', async () => {
    window.localStorage.setItem('checkout_email', 'Grace.Hopper@Navy.test');
    const fetchMock = stubApi({ 'POST /api/auth/register': registerOk });
    const events: AnalyticsEventDetail[] = [];
    const onEvent = (event: Event) => events.push((event as CustomEvent<AnalyticsEventDetail>).detail);
    window.addEventListener(ANALYTICS_EVENT, onEvent);
    const user = userEvent.setup();
    renderAuthPage('/signup');
    await signupHeading();
    await fillSignup(user);
    await user.click(screen.getByRole('button', { name: 'Create Free Account' }));

    expect(await screen.findByText('Welcome to Reelwright')).toBeInTheDocument();
    expect(screen.getByText("Your account has been created successfully. Let's create something amazing!")).toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toBe('/dashboard'));
    expect(sentBodies(fetchMock, 'POST /api/auth/register')).toEqual([
      {
        name: 'Grace Hopper',
        email: 'grace.hopper@navy.test',
        password: 'cobol-1959',
        primaryObstacle: 'scaling-traffic',
        username: 'gracehopper',
      },
    ]);
    expect(window.localStorage.getItem('checkout_email')).toBeNull();
    expect(window.localStorage.getItem('auth_token')).toBe(created.id);
    expect(events).toEqual([
      { name: 'signup_started', metadata: { method: 'email' } },
      { name: 'signup_completed', metadata: { userId: created.id } },
    ]);
    window.removeEventListener(ANALYTICS_EVENT, onEvent);
  });

  it.each([
    ['/checkout?plan=pro', '/checkout', '?plan=pro'],
    ['//evil.com', '/dashboard', ''],
    ['https://evil.com/checkout', '/dashboard', ''],
  ])('after sign-up, post_signup_redirect %s leads to %s', async (saved, pathname, search) => {
    window.sessionStorage.setItem('post_signup_redirect', saved);
    stubApi({ 'POST /api/auth/register': registerOk });
    const user = userEvent.setup();
    renderAuthPage('/signup');
    await signupHeading();
    await fillSignup(user);
    await user.click(screen.getByRole('button', { name: 'Create Free Account' }));
    await waitFor(() => expect(window.location.pathname).toBe(pathname));
    expect(window.location.search).toBe(search);
    expect(window.sessionStorage.getItem('post_signup_redirect')).toBeNull();
  });

  it('shows Registration Failed with the server message, for 5 seconds', async () => {
    stubApi({
      'POST /api/auth/register': () =>
        jsonResponse(409, {
          message: 'An account with this email already exists. Sign in instead.',
          code: 'EMAIL_TAKEN',
          fields: { email: 'An account with this email already exists' },
        }),
    });
    const user = userEvent.setup();
    renderAuthPage('/signup');
    await signupHeading();
    await fillSignup(user);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await user.click(screen.getByRole('button', { name: 'Create Free Account' }));
    const title = await screen.findByText('Registration Failed');
    expect(title.closest('[data-variant]')).toHaveAttribute('data-variant', 'destructive');
    expect(screen.getByText('An account with this email already exists. Sign in instead.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('An account with this email already exists');
    expect(window.location.pathname).toBe('/signup');
    await act(() => {
      vi.advanceTimersByTime(5100);
    });
    await waitFor(() => expect(screen.queryByText('Registration Failed')).not.toBeInTheDocument());
  });

  it('falls back to the spec text and re-enables the button when no answer came', async () => {
    stubApi({ 'POST /api/auth/register': () => Promise.reject(new TypeError('Failed to fetch')) });
    const user = userEvent.setup();
    renderAuthPage('/signup');
    await signupHeading();
    await fillSignup(user);
    await user.click(screen.getByRole('button', { name: 'Create Free Account' }));
    expect(await screen.findByText('Unable to create account. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create Free Account' })).toBeEnabled();
  });

  it('reads Creating account... and is disabled while submitting', async () => {
    stubApi({ 'POST /api/auth/register': () => new Promise<Response>(() => {}) });
    const user = userEvent.setup();
    renderAuthPage('/signup');
    await signupHeading();
    await fillSignup(user);
    await user.click(screen.getByRole('button', { name: 'Create Free Account' }));
    expect(await screen.findByRole('button', { name: 'Creating account...' })).toBeDisabled();
  });
});
