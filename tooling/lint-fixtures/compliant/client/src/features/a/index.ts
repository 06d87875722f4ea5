export { Offer } from './components/offer';
