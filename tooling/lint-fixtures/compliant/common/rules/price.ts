export const formatCents = (cents: number) => `$${(cents / 100).toFixed(2)}`;
