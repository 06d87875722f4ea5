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
