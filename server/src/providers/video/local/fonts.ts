import { GlobalFonts } from '../../canvas/index';
import { createRequire } from 'node:module';
import path from 'node:path';

/** Fonts ship with the repository as npm packages (@fontsource/*): renders look the same everywhere. */
const FONT_FILES: Record<string, string> = {
  Anton: '@fontsource/anton/files/anton-latin-400-normal.woff2',
  Fredoka: '@fontsource/fredoka/files/fredoka-latin-600-normal.woff2',
  Bangers: '@fontsource/bangers/files/bangers-latin-400-normal.woff2',
  'Playfair Display': '@fontsource/playfair-display/files/playfair-display-latin-700-normal.woff2',
  Orbitron: '@fontsource/orbitron/files/orbitron-latin-700-normal.woff2',
  Montserrat: '@fontsource/montserrat/files/montserrat-latin-700-normal.woff2',
  'Permanent Marker': '@fontsource/permanent-marker/files/permanent-marker-latin-400-normal.woff2',
};

let registered = false;

export function registerRenderFonts(): void {
  if (registered) return;
  const require = createRequire(import.meta.url);
  for (const [family, file] of Object.entries(FONT_FILES)) {
    const resolved = require.resolve(file.split('/files/')[0] + '/package.json');
    GlobalFonts.registerFromPath(path.join(path.dirname(resolved), 'files', file.split('/files/')[1]!), family);
  }
  registered = true;
}
