import type { Pcm } from '../wav';

/** One feature vector every 10 ms: the alignment's time step (docs/decisions/066). */
export const FRAME_SECONDS = 0.01;
const WINDOW_SECONDS = 0.025;
const MEL_BANDS = 26;
/** Cepstral coefficients 1..CEPSTRA (c0, the loudness, is kept apart: a creator's level says nothing of the words). */
const CEPSTRA = 12;
const LOW_HZ = 80;
const HIGH_HZ = 7600;

/** Per frame: `vectors` (normalised cepstra and a relative loudness) and `energyDb` (the frame's level, for silence). */
export type AudioFeatures = { vectors: Float32Array[]; energyDb: Float32Array; dimensions: number };

const hzToMel = (hz: number) => 2595 * Math.log10(1 + hz / 700);
const melToHz = (mel: number) => 700 * (10 ** (mel / 2595) - 1);

/** In-place radix-2 FFT of (re, im), length a power of two. */
function fft(re: Float64Array, im: Float64Array): void {
  const n = re.length;
  for (let i = 1, j = 0; i < n; i++) {
    let bit = n >> 1;
    for (; j & bit; bit >>= 1) j ^= bit;
    j ^= bit;
    if (i < j) {
      [re[i], re[j]] = [re[j]!, re[i]!];
      [im[i], im[j]] = [im[j]!, im[i]!];
    }
  }
  for (let size = 2; size <= n; size <<= 1) {
    const step = (-2 * Math.PI) / size;
    for (let start = 0; start < n; start += size) {
      for (let k = 0; k < size / 2; k++) {
        const wr = Math.cos(step * k);
        const wi = Math.sin(step * k);
        const a = start + k;
        const b = a + size / 2;
        const tr = re[b]! * wr - im[b]! * wi;
        const ti = re[b]! * wi + im[b]! * wr;
        re[b] = re[a]! - tr;
        im[b] = im[a]! - ti;
        re[a] = re[a]! + tr;
        im[a] = im[a]! + ti;
      }
    }
  }
}

/** Triangular mel filters over the FFT bins of one sample rate (both voices are compared in Hz, whatever their rates). */
function melFilters(sampleRate: number, fftSize: number): { from: number; weights: Float64Array }[] {
  const low = hzToMel(LOW_HZ);
  const high = hzToMel(Math.min(HIGH_HZ, sampleRate / 2 - 100));
  const edges = Array.from({ length: MEL_BANDS + 2 }, (_, i) => (melToHz(low + ((high - low) * i) / (MEL_BANDS + 1)) * fftSize) / sampleRate);
  return Array.from({ length: MEL_BANDS }, (_, band) => {
    const [left, centre, right] = [edges[band]!, edges[band + 1]!, edges[band + 2]!];
    const from = Math.ceil(left);
    const to = Math.floor(right);
    const weights = new Float64Array(Math.max(0, to - from + 1));
    for (let bin = from; bin <= to; bin++) weights[bin - from] = bin <= centre ? (bin - left) / (centre - left || 1) : (right - bin) / (right - centre || 1);
    return { from, weights };
  });
}

/**
 * MFCC-like features of 16-bit mono speech, one frame every 10 ms (25 ms Hamming window): the log
 * mel energies' DCT without c0, each coefficient normalised to zero mean and unit variance over
 * the voiced frames (so a microphone's colour and a synthetic voice's timbre weigh less), plus
 * the frame's loudness relative to the loudest frame (so silence meets silence). Plain TS.
 */
export function audioFeatures({ samples, sampleRate }: Pcm): AudioFeatures {
  const hop = Math.round(sampleRate * FRAME_SECONDS);
  const window = Math.round(sampleRate * WINDOW_SECONDS);
  let fftSize = 1;
  while (fftSize < window) fftSize <<= 1;
  const hamming = Float64Array.from({ length: window }, (_, i) => 0.54 - 0.46 * Math.cos((2 * Math.PI * i) / (window - 1)));
  const filters = melFilters(sampleRate, fftSize);
  const frames = Math.max(0, Math.floor((samples.length - window) / hop) + 1);
  const cepstra: Float64Array[] = [];
  const energyDb = new Float32Array(frames);
  const re = new Float64Array(fftSize);
  const im = new Float64Array(fftSize);
  const logMel = new Float64Array(MEL_BANDS);
  for (let f = 0; f < frames; f++) {
    re.fill(0);
    im.fill(0);
    let power = 0;
    let previous = f * hop > 0 ? samples[f * hop - 1]! : 0;
    for (let i = 0; i < window; i++) {
      const x = samples[f * hop + i]!;
      re[i] = ((x - 0.97 * previous) / 32768) * hamming[i]!; // pre-emphasis: the consonants count too
      previous = x;
      power += (x / 32768) ** 2;
    }
    energyDb[f] = 10 * Math.log10(power / window + 1e-10);
    fft(re, im);
    for (let band = 0; band < MEL_BANDS; band++) {
      const { from, weights } = filters[band]!;
      let sum = 0;
      for (let k = 0; k < weights.length; k++) sum += weights[k]! * (re[from + k]! ** 2 + im[from + k]! ** 2);
      logMel[band] = Math.log(sum + 1e-8);
    }
    const c = new Float64Array(CEPSTRA);
    for (let n = 1; n <= CEPSTRA; n++) {
      let sum = 0;
      for (let band = 0; band < MEL_BANDS; band++) sum += logMel[band]! * Math.cos((Math.PI * n * (band + 0.5)) / MEL_BANDS);
      c[n - 1] = sum;
    }
    cepstra.push(c);
  }
  const loudest = frames ? Math.max(...energyDb) : 0;
  const voiced = cepstra.filter((_, f) => energyDb[f]! > loudest - 35);
  const basis = voiced.length > 10 ? voiced : cepstra;
  const mean = new Float64Array(CEPSTRA);
  const deviation = new Float64Array(CEPSTRA);
  for (const c of basis) for (let k = 0; k < CEPSTRA; k++) mean[k]! += c[k]! / basis.length;
  for (const c of basis) for (let k = 0; k < CEPSTRA; k++) deviation[k]! += (c[k]! - mean[k]!) ** 2 / basis.length;
  const dimensions = CEPSTRA + 1;
  const vectors = cepstra.map((c, f) => {
    const v = new Float32Array(dimensions);
    for (let k = 0; k < CEPSTRA; k++) v[k] = (c[k]! - mean[k]!) / Math.sqrt(deviation[k]! + 1e-9);
    // loudness relative to the loudest frame, 0 (silence, 50 dB down) .. 3 (loudest): weighs like a few cepstra
    v[CEPSTRA] = (3 * Math.max(0, energyDb[f]! - (loudest - 50))) / 50;
    return v;
  });
  return { vectors, energyDb, dimensions };
}
