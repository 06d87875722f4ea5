import { checkOptInEmail, isCapturableEmail } from './opt-in-email';
import { OPT_IN_EMAIL_CASES } from './opt-in-email.cases';
import { DISPOSABLE_DOMAINS } from './disposable-domains';

describe('checkOptInEmail', () => {
  it('covers every rule class with at least 40 cases', () => expect(OPT_IN_EMAIL_CASES.length).toBeGreaterThanOrEqual(40));

  it.each(OPT_IN_EMAIL_CASES)('%j → %s', (input, message) => {
    const result = checkOptInEmail(input);
    if (message === null) expect(result).toEqual({ ok: true, email: input.trim().toLowerCase() });
    else expect(result).toEqual({ ok: false, message });
  });

  it('knows at least 100 disposable domains', () => expect(DISPOSABLE_DOMAINS.size).toBeGreaterThanOrEqual(100));

  it('treats anything that is not a string as missing', () => {
    expect(checkOptInEmail(undefined)).toEqual({ ok: false, message: 'Please enter your email address' });
    expect(checkOptInEmail(42)).toEqual({ ok: false, message: 'Please enter your email address' });
  });
});

describe('isCapturableEmail (exit-intent modal)', () => {
  it.each([
    ['', false],
    ['   ', false],
    ['ada', false],
    ['ada@', true],
    [' ada@studio.io ', true],
  ])('%j → %s', (input, ok) => expect(isCapturableEmail(input)).toBe(ok));
});
