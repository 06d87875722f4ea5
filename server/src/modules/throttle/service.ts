/** The throttle module's face: abuse limits counted in the database, so every instance sees the same numbers. */
export {
  assertUnderLimit,
  checkEachUnderLimit,
  clearThrottleEvents,
  forgetThrottleEventsBefore,
  forgetThrottleSubjects,
  lockThrottleSubjects,
  recordThrottleEvent,
  recordThrottleEvents,
  type ThrottleRule,
} from './limits';
