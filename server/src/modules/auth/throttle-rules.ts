import type { ThrottleRule } from '../throttle/service';

const MINUTE = 60_000;

const failedLoginMessage = 'Too many failed sign-in attempts. Please wait {wait} and try again.';

/** 10 failed logins in 15 minutes, counted per account and per IP; never a permanent lock-out. */
export const failedLoginsPerAccount: ThrottleRule = { bucket: 'login-failed:account', limit: 10, windowMs: 15 * MINUTE, message: failedLoginMessage };
export const failedLoginsPerIp: ThrottleRule = { bucket: 'login-failed:ip', limit: 10, windowMs: 15 * MINUTE, message: failedLoginMessage };

export const registrationsPerIp: ThrottleRule = {
  bucket: 'register:ip',
  limit: 10,
  windowMs: 60 * MINUTE,
  message: 'Too many accounts were created from your network. Please wait {wait} and try again.',
};

export const verificationMailsPerIp: ThrottleRule = {
  bucket: 'verify-resend:ip',
  limit: 5,
  windowMs: 60 * MINUTE,
  message: 'Too many verification e-mails were requested. Please wait {wait} and try again.',
};

const resetMessage = 'Too many password reset e-mails were requested. Please wait {wait} and try again.';

/** Reset links: 5 an hour per address (so nobody floods an inbox), 20 an hour per IP. */
export const passwordResetsPerEmail: ThrottleRule = { bucket: 'password-reset:email', limit: 5, windowMs: 60 * MINUTE, message: resetMessage };
export const passwordResetsPerIp: ThrottleRule = { bucket: 'password-reset:ip', limit: 20, windowMs: 60 * MINUTE, message: resetMessage };

/** Address changes send mail to an address the user chose: 5 an hour per account. */
export const emailChangesPerUser: ThrottleRule = {
  bucket: 'email-change:user',
  limit: 5,
  windowMs: 60 * MINUTE,
  message: 'Too many email changes were requested. Please wait {wait} and try again.',
};

/** Wrong current passwords on the profile count like failed sign-ins, per account. */
export const wrongCurrentPasswords: ThrottleRule = { bucket: 'current-password-failed:user', limit: 10, windowMs: 15 * MINUTE, message: failedLoginMessage };
