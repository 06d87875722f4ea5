import { formatCents } from '@common/rules/price';

export const PriceTag = ({ cents }: { cents: number }) => <span>{formatCents(cents)}</span>;
