/** The panel look the gamification cards share. */
export const CARD_CLASS = 'rounded-panel border border-border bg-surface p-5 shadow-card sm:p-6';
