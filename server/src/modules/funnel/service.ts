/**
 * The funnel module's face for the rest of the server. Routes, repositories and the other
 * services stay private.
 */
export { funnelUserData } from './user-data';
