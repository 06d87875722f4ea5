import { logoColors, matchBrandFont, proposeColors } from './brand-kit-proposal';

describe('the brand kit proposed from a page', () => {
  it.each([
    [['Montserrat', 'sans-serif'], 'Montserrat'],
    [['"Helvetica Neue"', 'Georgia', 'serif'], 'Playfair Display'],
    [['Inter', 'serif'], 'Playfair Display'],
    [['Bebas Neue'], 'Anton'],
    [['JetBrains Mono'], 'Orbitron'],
    [['Pacifico'], 'Permanent Marker'],
    [['Inter', 'Arial'], 'Montserrat'],
    [[], 'Montserrat'],
  ])('matches %j to the shipped font %s', (families, font) => {
    expect(matchBrandFont(families)).toBe(font);
  });

  it('takes a logo’s two main colours, leaving out its white background and transparent pixels', () => {
    const pixel = (r: number, g: number, b: number, a = 255) => [r, g, b, a];
    const rgba = Buffer.from([
      ...Array(10)
        .fill(pixel(255, 255, 255))
        .flat(),
      ...Array(6)
        .fill(pixel(200, 30, 40))
        .flat(),
      ...Array(3)
        .fill(pixel(20, 60, 200))
        .flat(),
      ...Array(8)
        .fill(pixel(0, 200, 0, 0))
        .flat(),
    ]);
    expect(logoColors(rgba)).toEqual(['#c81e28', '#143cc8']);
  });

  it('uses the theme colour first, the logo next, and a deep shade of the primary when nothing else is known', () => {
    expect(proposeColors('#2a9d8f', ['#c81e28'])).toEqual({ primaryColor: '#2a9d8f', secondaryColor: '#c81e28' });
    expect(proposeColors(null, ['#c81e28', '#143cc8'])).toEqual({ primaryColor: '#c81e28', secondaryColor: '#143cc8' });
    expect(proposeColors('#2a9d8f', [])).toEqual({ primaryColor: '#2a9d8f', secondaryColor: '#0f3732' });
  });
});
