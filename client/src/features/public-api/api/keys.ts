// Query keys are the calls' paths (spec 7).
export const API_KEYS_KEY = ['/api/public-api/keys'] as const;
export const WEBHOOKS_KEY = ['/api/public-api/webhooks'] as const;
export const DELIVERIES_KEY = ['/api/public-api/webhooks/deliveries'] as const;
