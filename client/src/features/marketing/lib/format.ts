/** $3,250 — whole dollars, US grouping, as the promotional copy writes them. */
export const formatDollars = (amount: number) => `${amount < 0 ? '-' : ''}$${Math.abs(Math.round(amount)).toLocaleString('en-US')}`;
