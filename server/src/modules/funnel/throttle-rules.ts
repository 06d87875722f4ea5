import type { ThrottleRule } from '../throttle/service';

const HOUR = 3_600_000;
const message = 'Too many requests from your network. Please wait {wait} and try again.';

/** Per-IP limits on the public writes; generous for a person, tight for a script. Windows stay within the hourly cleanup. */
export const optInsPerIp: ThrottleRule = { bucket: 'opt-in:ip', limit: 20, windowMs: HOUR, message };
export const capturesPerIp: ThrottleRule = { bucket: 'lead-capture:ip', limit: 20, windowMs: HOUR, message };
export const behaviorEventsPerIp: ThrottleRule = { bucket: 'lead-behavior:ip', limit: 300, windowMs: HOUR, message };
export const pixelOpensPerIp: ThrottleRule = { bucket: 'lead-pixel:ip', limit: 120, windowMs: HOUR, message };
export const analyticsEventsPerIp: ThrottleRule = { bucket: 'analytics:ip', limit: 1000, windowMs: HOUR, message };
