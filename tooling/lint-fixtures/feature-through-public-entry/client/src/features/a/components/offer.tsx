// reaches into feature b's internals: once through the alias, once relatively
import { PriceTag } from '@/features/b/components/price-tag';
import { getPrice } from '../../b/api/get-price';

export const Offer = () => <PriceTag cents={getPrice()} />;
