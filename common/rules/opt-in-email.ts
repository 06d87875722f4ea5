import { DISPOSABLE_DOMAINS } from './disposable-domains';

/** The opt-in form's messages, word for word from the specification (section 5). */
export const OPT_IN_EMAIL_MESSAGES = {
  required: 'Please enter your email address',
  invalid: 'Please enter a valid email address',
  disposable: 'Please use a permanent email address (temporary emails not allowed)',
  placeholderHost: 'Please use a real email address',
  placeholderLocal: 'Please use your real email address',
  tooShortLocal: 'Please use a complete email address',
  misspelt: (suggestion: string) => `Did you mean ${suggestion}?`,
} as const;

export const OPT_IN_EMAIL_MAX_LENGTH = 254;

/** Clarifications: the six placeholder hosts. */
export const PLACEHOLDER_HOSTS: ReadonlySet<string> = new Set(['example.com', 'example.org', 'example.net', 'test.com', 'domain.com', 'email.com']);

/** Clarifications: placeholder words, alone or followed by digits (test1, demo123). */
const PLACEHOLDER_LOCAL = /^(?:test|fake|spam|asdf|qwerty|temp|demo|abc|xyz|throwaway|noreply)\d*$/;
const ALL_DIGITS = /^\d+$/;
/** A local part, an @ and a domain with a dot; no spaces and one @. */
const FORMAT = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Common misspellings of the big providers and what they meant. */
export const MISSPELT_DOMAINS: Readonly<Record<string, string>> = {
  'gmial.com': 'gmail.com',
  'gmai.com': 'gmail.com',
  'gnail.com': 'gmail.com',
  'gmail.co': 'gmail.com',
  'gmail.con': 'gmail.com',
  'gmaill.com': 'gmail.com',
  'gmal.com': 'gmail.com',
  'gamil.com': 'gmail.com',
  'gmail.cm': 'gmail.com',
  'gmail.om': 'gmail.com',
  'gmil.com': 'gmail.com',
  'gmali.com': 'gmail.com',
  'gmsil.com': 'gmail.com',
  'gmail.cmo': 'gmail.com',
  'yahooo.com': 'yahoo.com',
  'yaho.com': 'yahoo.com',
  'yahoo.co': 'yahoo.com',
  'yahoo.con': 'yahoo.com',
  'yhoo.com': 'yahoo.com',
  'yahho.com': 'yahoo.com',
  'yaoo.com': 'yahoo.com',
  'yahoo.cm': 'yahoo.com',
  'outlok.com': 'outlook.com',
  'outloo.com': 'outlook.com',
  'outlook.co': 'outlook.com',
  'outlook.con': 'outlook.com',
  'otlook.com': 'outlook.com',
  'outllook.com': 'outlook.com',
  'outlool.com': 'outlook.com',
  'hotmial.com': 'hotmail.com',
  'hotmal.com': 'hotmail.com',
  'hotmai.com': 'hotmail.com',
  'hotmail.co': 'hotmail.com',
  'hotmail.con': 'hotmail.com',
  'hotmil.com': 'hotmail.com',
  'hotmaill.com': 'hotmail.com',
  'homail.com': 'hotmail.com',
  'iclod.com': 'icloud.com',
  'icloud.co': 'icloud.com',
  'icloud.con': 'icloud.com',
  'iclould.com': 'icloud.com',
  'icoud.com': 'icloud.com',
  'iclound.com': 'icloud.com',
  'aol.co': 'aol.com',
  'aol.con': 'aol.com',
  'aoll.com': 'aol.com',
  'aol.cm': 'aol.com',
};

export type OptInEmailCheck = { ok: true; email: string } | { ok: false; message: string };

function isDisposable(domain: string): boolean {
  if (DISPOSABLE_DOMAINS.has(domain)) return true;
  for (let dot = domain.indexOf('.'); dot !== -1; dot = domain.indexOf('.', dot + 1)) {
    if (DISPOSABLE_DOMAINS.has(domain.slice(dot + 1))) return true;
  }
  return false;
}

/**
 * The opt-in e-mail rules (spec section 5, clarifications "Opt-in e-mail rules"), run by the form
 * and again by the server: trims and lower-cases, then the first rule that fails names the message.
 */
export function checkOptInEmail(input: unknown): OptInEmailCheck {
  const email = typeof input === 'string' ? input.trim().toLowerCase() : '';
  if (!email) return { ok: false, message: OPT_IN_EMAIL_MESSAGES.required };
  if (email.length > OPT_IN_EMAIL_MAX_LENGTH || !FORMAT.test(email)) return { ok: false, message: OPT_IN_EMAIL_MESSAGES.invalid };
  const at = email.indexOf('@');
  const local = email.slice(0, at);
  const domain = email.slice(at + 1);
  if (isDisposable(domain)) return { ok: false, message: OPT_IN_EMAIL_MESSAGES.disposable };
  const corrected = MISSPELT_DOMAINS[domain];
  if (corrected) return { ok: false, message: OPT_IN_EMAIL_MESSAGES.misspelt(`${local}@${corrected}`) };
  if (PLACEHOLDER_HOSTS.has(domain)) return { ok: false, message: OPT_IN_EMAIL_MESSAGES.placeholderHost };
  if (PLACEHOLDER_LOCAL.test(local) || ALL_DIGITS.test(local)) return { ok: false, message: OPT_IN_EMAIL_MESSAGES.placeholderLocal };
  if (local.length === 1) return { ok: false, message: OPT_IN_EMAIL_MESSAGES.tooShortLocal };
  return { ok: true, email };
}

/** The exit-intent modal's looser check (spec section 5): non-empty and containing an @. */
export function isCapturableEmail(input: string): boolean {
  const email = input.trim();
  return email.length > 0 && email.includes('@');
}
