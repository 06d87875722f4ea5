// reaches into feature b's internals: through the alias, relatively, and through a file that is
// public in the funnel feature only
import { PriceTag } from '@/features/b/components/price-tag';
import { getPrice } from '../../b/api/get-price';
import { optIn } from '@/features/b/opt-in';

export const Offer = () => <PriceTag cents={optIn() ? getPrice() : 0} />;
