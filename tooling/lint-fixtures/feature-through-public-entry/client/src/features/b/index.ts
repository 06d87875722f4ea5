export { PriceTag } from './components/price-tag';
