// a beacon is not fetch: analytics may send it from anywhere
export const sendEvent = (name: string) => navigator.sendBeacon('/api/events', name);
