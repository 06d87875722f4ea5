import { STORAGE_KEYS } from '@/lib/storage-keys';
import { checkoutIntent } from './checkout-intent';

describe('checkout intent', () => {
  beforeEach(() => sessionStorage.clear());

  it('sends a signed-out visitor to /auth and remembers the checkout for after sign-up', () => {
    expect(checkoutIntent('business', false)).toBe('/auth');
    expect(sessionStorage.getItem(STORAGE_KEYS.postSignupRedirect)).toBe('/checkout?plan=business');
  });

  it('sends a signed-in user straight to checkout without touching the redirect', () => {
    expect(checkoutIntent('pro', true)).toBe('/checkout?plan=pro');
    expect(sessionStorage.getItem(STORAGE_KEYS.postSignupRedirect)).toBeNull();
  });
});
