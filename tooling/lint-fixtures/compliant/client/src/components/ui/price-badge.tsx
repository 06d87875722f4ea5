import { usePrice } from '@/hooks/use-price';

export const PriceBadge = () => <span>{String(usePrice() as unknown)}</span>;
