// Tones for the wealth slider, made with the Web Audio API (no audio files to download). The
// context is created on the first change, which is always a user gesture, so autoplay rules allow it.

let context: AudioContext | null = null;

function audio(): AudioContext | null {
  if (typeof window === 'undefined' || !('AudioContext' in window)) return null;
  context ??= new AudioContext();
  return context;
}

function beep(ctx: AudioContext, frequency: number, startsIn: number, seconds: number) {
  const oscillator = ctx.createOscillator();
  const gain = ctx.createGain();
  oscillator.type = 'sine';
  oscillator.frequency.value = frequency;
  const start = ctx.currentTime + startsIn;
  gain.gain.setValueAtTime(0.08, start);
  gain.gain.exponentialRampToValueAtTime(0.0001, start + seconds);
  oscillator.connect(gain).connect(ctx.destination);
  oscillator.start(start);
  oscillator.stop(start + seconds);
}

/** A short tick whose pitch rises with the value. */
export function playSliderTick(value: number): void {
  const ctx = audio();
  if (ctx) beep(ctx, 220 + value * 6, 0, 0.08);
}

/** A rising major arpeggio for reaching 100. */
export function playSliderFanfare(): void {
  const ctx = audio();
  if (!ctx) return;
  [523.25, 659.25, 783.99, 1046.5].forEach((frequency, index) => beep(ctx, frequency, index * 0.09, 0.3));
}
