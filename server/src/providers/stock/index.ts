import type { Config } from '../../config';
import { createPexelsProvider } from './pexels';
import { createPixabayProvider } from './pixabay';
import type { StockItem, StockProvider } from './stock-provider';

export type { StockItem, StockProvider } from './stock-provider';
export { downloadStockFile, StockError } from './stock-http';

/** A stock provider that can also read one item again by id (what an import downloads). */
export type StockLibrary = StockProvider & {
  find(item: { externalId: string; kind: StockItem['kind']; signal?: AbortSignal }): Promise<StockItem>;
};

/** The libraries with a key in the environment, Pexels first; none without keys (the option is then hidden). */
export function createStockProviders(config: Config): StockLibrary[] {
  const providers: StockLibrary[] = [];
  if (config.PEXELS_API_KEY) providers.push(createPexelsProvider({ apiKey: config.PEXELS_API_KEY, baseUrl: config.PEXELS_API_URL }));
  if (config.PIXABAY_API_KEY) providers.push(createPixabayProvider({ apiKey: config.PIXABAY_API_KEY, baseUrl: config.PIXABAY_API_URL }));
  return providers;
}
