import { VISUAL_STYLE_IDS } from '@common/catalog/visual-styles';
import { STYLE_LOOKS } from './style-looks';

// The catalogue (common) cannot import the server, so the engine's side of the agreement is checked here.
describe('the local engine’s style looks', () => {
  it('has one look for every catalogue style and none for a style the catalogue lacks', () => {
    expect(Object.keys(STYLE_LOOKS).sort()).toEqual([...VISUAL_STYLE_IDS].sort());
  });

  it('gives every style a look of its own', () => {
    const signatures = Object.values(STYLE_LOOKS).map((look) => JSON.stringify([look.background, look.backdrop]));
    expect(new Set(signatures).size).toBe(VISUAL_STYLE_IDS.length);
  });
});
