import { E2E_ADMIN_EMAIL } from '../playwright.config';
import { signUpThroughApi, newAccount } from './accounts';
import { expect, test } from './fixtures';

test('@mobile sign up with the spec form, land on the dashboard and stay signed in after a reload', async ({ page }) => {
  const account = newAccount();
  await page.goto('/auth?mode=signup');
  const submit = page.getByRole('button', { name: 'Create Free Account' });

  // validation runs first on submit…
  await submit.click();
  await expect(page.getByText('Full name must be at least 2 characters')).toBeVisible();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();
  await expect(page.getByText('Please select your primary obstacle')).toBeVisible();

  // …then on every change
  const name = page.getByLabel('Full name');
  await name.fill('A');
  await expect(page.getByText('Full name must be at least 2 characters')).toBeVisible();
  await name.fill(account.name);
  await expect(page.getByText('Full name must be at least 2 characters')).toHaveCount(0);
  const email = page.getByLabel('Email');
  await email.fill('ada@nowhere');
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await email.fill(account.email);
  await expect(page.getByText('Please enter a valid email address')).toHaveCount(0);
  const password = page.getByLabel('Password');
  await password.fill('12345');
  await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();
  await password.fill(account.password);
  await expect(page.getByText('Password must be at least 6 characters')).toHaveCount(0);
  await page.getByRole('combobox', { name: "What's your biggest obstacle right now?" }).click();
  await page.getByRole('option', { name: 'Scaling traffic' }).click();
  await expect(page.getByText('Please select your primary obstacle')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
  await expect(page.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');

  await submit.click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Welcome to Reelwright', { exact: true })).toBeVisible();
  await expect(page.getByText("Your account has been created successfully. Let's create something amazing!", { exact: true })).toBeVisible();

  // a new account has no navigation path yet: the selector asks until one is saved
  const dialog = page.getByRole('dialog', { name: 'Where do you want to start?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('radio', { name: 'Serve clients' }).check();
  await dialog.getByRole('button', { name: 'Save and continue' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Welcome back, Ada' })).toBeVisible();

  await page.reload();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Welcome back, Ada' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('signing out in one tab sends the other to /auth; a wrong password fails with the spec toast, the right one signs in', async ({ context, page }) => {
  const { account } = await signUpThroughApi(context, {}, 'create');
  const other = await context.newPage();
  await page.goto('/dashboard');
  await other.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Welcome back, Ada' })).toBeVisible();
  await expect(other.getByRole('heading', { name: 'Welcome back, Ada' })).toBeVisible();

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(other).toHaveURL(/\/auth$/);
  await expect(other.getByText('You were signed out in another tab.')).toBeVisible();

  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill('not my password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Login Failed', { exact: true })).toBeVisible();
  await expect(page.getByText('Invalid email or password', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);

  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Welcome back!', { exact: true })).toBeVisible();
  await expect(page.getByText("You've been logged in successfully", { exact: true })).toBeVisible();
  // the other tab hears the sign-in and leaves the auth screen too
  await expect(other).toHaveURL(/\/dashboard$/);
});

test('the link in the verification e-mail verifies the address', async ({ browser }) => {
  const userContext = await browser.newContext();
  const { account } = await signUpThroughApi(userContext, {}, 'learn');
  const user = await userContext.newPage();
  await user.goto('/dashboard');
  await expect(user.getByRole('button', { name: 'Send a new link' })).toBeVisible();

  // the embedded mail adapter keeps messages in the outbox, which an admin can read
  const adminContext = await browser.newContext();
  await signUpThroughApi(adminContext, { email: E2E_ADMIN_EMAIL });
  let link: string | undefined;
  await expect(async () => {
    const { messages } = await (await adminContext.request.get('/api/admin/mail-outbox')).json();
    link = (messages as { to: string; text: string }[]).find((m) => m.to === account.email)?.text.match(/\/verify-email\?token=[\w%-]+/)?.[0];
    expect(link).toBeDefined();
  }).toPass({ timeout: 20_000 });

  await user.goto(link!);
  await expect(user.getByRole('heading', { name: 'Your email is verified' })).toBeVisible();
  await user.goto('/dashboard');
  await expect(user.getByRole('button', { name: 'Send a new link' })).toHaveCount(0);
  await user.goto(link!);
  await expect(user.getByRole('heading', { name: "This link isn't valid" })).toBeVisible();
  await userContext.close();
  await adminContext.close();
});

test('an already signed-in visitor of /auth goes to the dashboard', async ({ context, page }) => {
  await signUpThroughApi(context, {}, 'create');
  await page.goto('/auth');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('Forgot password only shows the Password Reset toast', async ({ page }) => {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET') calls.push(request.url());
  });
  await page.goto('/login');
  await page.getByRole('button', { name: 'Forgot password' }).click();
  await expect(page.getByText('Password Reset', { exact: true })).toBeVisible();
  expect(calls).toEqual([]);
});
