// The urgency banner's copy and tick (spec section 9), apart from the landing copy so the opt-in
// page, the first page of paid traffic, carries only these few strings.

export const URGENCY_COPY = {
  text: 'Launch bonus: 100 extra credits ends in',
  claim: 'Claim Bonus Now',
  dismiss: 'Dismiss',
} as const;

export const URGENCY_TIMINGS = { countdownTickMs: 1000 } as const;
