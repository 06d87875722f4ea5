/** One stock photo or clip as a stock library describes it, with what crediting it requires. */
export type StockItem = {
  provider: StockProviderName;
  /** The library's own id for the item. */
  externalId: string;
  kind: 'image' | 'clip';
  /** A small preview image for the picker. */
  previewUrl: string;
  /** The file to download (the smallest rendition at least 720 pixels on its short side). */
  downloadUrl: string;
  width: number;
  height: number;
  durationSeconds: number | null;
  author: string;
  authorUrl: string | null;
  /** The page on the library's site, which the credit links to. */
  pageUrl: string;
  license: string;
};

export type StockProviderName = 'pexels' | 'pixabay';

export type StockSearch = { query: string; kind: 'image' | 'clip'; page?: number; signal?: AbortSignal };

/**
 * The stock-media port: searches a library with the operator's API key. Without a key there is no
 * adapter and the studio hides the option.
 */
export type StockProvider = {
  name: StockProviderName;
  search(search: StockSearch): Promise<StockItem[]>;
};
