// Stock media's public entry: the video maker's scene editor offers this picker for a scene's background.
export { StockBackgroundPicker } from './components/stock-search-dialog';

export { StockCredits } from './components/stock-credits';
