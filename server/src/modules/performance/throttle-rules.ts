import type { ThrottleRule } from '../throttle/service';

const HOUR = 3_600_000;

/** A player sends a handful of beacons per play (play, quartiles, complete): generous for people watching, tight for a script. */
export const beaconsPerIp: ThrottleRule = {
  bucket: 'player-beacon:ip',
  limit: 600,
  windowMs: HOUR,
  message: 'Too many requests from your network. Please wait {wait} and try again.',
};
