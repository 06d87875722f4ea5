// The four tones of the studio, the script writers and the landing's tone dial (spec "Tone"),
// keyed by id, in the dial's order. `angle` is how a script in that tone approaches the product.

export type ToneEntry = { id: string; label: string; angle: string };

export const TONES = {
  rational: { id: 'rational', label: 'Rational', angle: 'Facts, numbers and a clear reason to buy' },
  curious: { id: 'curious', label: 'Curious', angle: 'Open a question the viewer needs answered' },
  awed: { id: 'awed', label: 'Awed', angle: 'Big, cinematic wonder at what the product makes possible' },
  hilarious: { id: 'hilarious', label: 'Hilarious', angle: 'A comic twist that makes the product the punchline' },
} as const satisfies Record<string, ToneEntry>;

export type ToneId = keyof typeof TONES;
export const TONE_IDS = Object.keys(TONES) as [ToneId, ...ToneId[]];
export const TONE_LIST = TONE_IDS.map((id) => TONES[id]);
