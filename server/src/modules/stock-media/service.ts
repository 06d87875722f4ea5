/** The stock media module's face: search, import, and the credits a video owes. */
export { creditsForVideo, getStockAvailability, importStockMedia, resolveStockMedia, searchStockMedia, type StockMediaDeps } from './stock-library';
