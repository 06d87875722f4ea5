import type { InterleavedPcm } from '../voice/wav';

/**
 * Integrated loudness (LUFS) of 16-bit PCM by ITU-R BS.1770-4 / EBU R 128, measured in this
 * process: the mastering needs only this figure, and ffmpeg's `loudnorm` first pass (which also
 * works out the true peak at 192 kHz) cost a quarter of a second of a core per render
 * (docs/decisions/071). Silence measures −Infinity. `gain(frame)` scales each frame before it is
 * measured (the fades the mastering applies first).
 */
export function integratedLoudness(pcm: InterleavedPcm, gain: (frame: number) => number = () => 1): number {
  return loudnessOf(toFloat(pcm, gain), pcm.channels, pcm.sampleRate);
}

/** How the mastering's limiter works (ffmpeg's `alimiter`): its ceiling (of full scale), attack and release. */
export type LimiterSettings = { limit: number; attackSeconds: number; releaseSeconds: number };

/**
 * The gain (dB) that brings the mix to `targetLufs` once the limiter has taken its peaks down: one
 * gain to the target alone lands under it by what the limiter takes (about 0.7 LU on a voiced
 * mix with this music's kick), so the limiter is played here too and the gain corrected by what
 * it took, twice at most. Also returns the mix's own loudness.
 */
export function masteringGain(
  pcm: InterleavedPcm,
  target: { integratedLufs: number; limiter: LimiterSettings },
  gain: (frame: number) => number = () => 1,
): { integratedLufs: number; gainDb: number } {
  const samples = toFloat(pcm, gain);
  const integratedLufs = loudnessOf(samples, pcm.channels, pcm.sampleRate);
  if (!Number.isFinite(integratedLufs)) return { integratedLufs, gainDb: 0 };
  const plain = target.integratedLufs - integratedLufs;
  let gainDb = plain;
  for (let round = 0; round < 2; round++) {
    const short =
      target.integratedLufs - loudnessOf(samples, pcm.channels, pcm.sampleRate, limiterGains(samples, pcm.channels, pcm.sampleRate, gainDb, target.limiter));
    if (Math.abs(short) < 0.05) break;
    // never more than 6 dB over the plain gain: past that the limiter would be all there is
    gainDb = Math.min(plain + 6, gainDb + short);
  }
  return { integratedLufs, gainDb };
}

/** Interleaved samples as floats of full scale, each frame scaled by `gain`. */
function toFloat({ samples, channels }: InterleavedPcm, gain: (frame: number) => number): Float32Array {
  const out = new Float32Array(samples.length);
  for (let frame = 0, i = 0; i < samples.length; frame++) {
    const scale = gain(frame) / 32768;
    for (let c = 0; c < channels; c++, i++) out[i] = samples[i]! * scale;
  }
  return out;
}

/**
 * A peak limiter as `alimiter` works, at the samples' own rate: the channels share one gain that
 * reaches what the loudest peak ahead needs within the attack, and recovers over the release.
 * Returns each frame's whole gain (the make-up gain times the limiter's), for loudnessOf to apply.
 */
function limiterGains(samples: Float32Array, channels: number, rate: number, gainDb: number, settings: LimiterSettings): Float32Array {
  const frames = samples.length / channels;
  const gain = 10 ** (gainDb / 20);
  const needed = new Float32Array(frames);
  for (let f = 0; f < frames; f++) {
    let peak = 0;
    for (let c = 0; c < channels; c++) peak = Math.max(peak, Math.abs(samples[f * channels + c]!) * gain);
    needed[f] = peak > settings.limit ? settings.limit / peak : 1;
  }
  // the least gain needed anywhere in the attack window ahead (a monotonic queue of frames)
  const ahead = Math.max(1, Math.round(settings.attackSeconds * rate));
  const recovery = 1 - Math.exp(-1 / (settings.releaseSeconds * rate));
  const queue = new Int32Array(frames + ahead);
  let head = 0;
  let tail = 0;
  let level = 1;
  const gains = new Float32Array(frames);
  for (let f = 0; f < frames + ahead; f++) {
    if (f < frames) {
      while (tail > head && needed[queue[tail - 1]!]! >= needed[f]!) tail--;
      queue[tail++] = f;
    }
    const at = f - ahead;
    if (at < 0) continue;
    while (queue[head]! < at) head++;
    const floor = needed[queue[head]!]!;
    level = floor < level ? floor : level + (Math.min(1, floor) - level) * recovery;
    gains[at] = gain * level;
  }
  return gains;
}

/**
 * BS.1770's measure (of the samples each scaled by its frame's gain, when given): the standard's
 * two K-weighting biquads, derived for any sample rate as libebur128 does; blocks of 400 ms every
 * 100 ms; an absolute gate at −70 LUFS and a relative one 10 LU under the loudness of the blocks
 * above it.
 */
function loudnessOf(samples: Float32Array, channels: number, sampleRate: number, frameGains?: Float32Array): number {
  const frames = Math.floor(samples.length / channels);
  const [shelf, highPass] = kWeighting(sampleRate);
  // the mean square of each 100 ms step, summed over the channels (left and right weigh 1 each)
  const step = Math.round(sampleRate / 10);
  const steps = new Float64Array(Math.floor(frames / step));
  // each step is filtered and summed by a function of its own, the filters' state carried between
  // steps: this runs three times a render while its frames are painted, and a long loop here ran
  // unoptimised at the start of every render (an object's state and a division per sample cost 3×)
  const c = Float64Array.of(shelf.b0, shelf.b1, shelf.b2, shelf.a1, shelf.a2, highPass.a1, highPass.a2);
  const state = new Float64Array(8);
  for (let channel = 0; channel < channels; channel++) {
    state.fill(0);
    for (let n = 0; n < steps.length; n++) steps[n]! += weightedStep(samples, frameGains, c, state, n * step, step, channels, channel) / step;
  }
  // gating blocks: four steps (400 ms) overlapping by three
  const blocks: number[] = [];
  for (let b = 0; b + 4 <= steps.length; b++) blocks.push((steps[b]! + steps[b + 1]! + steps[b + 2]! + steps[b + 3]!) / 4);
  const lufs = (power: number) => -0.691 + 10 * Math.log10(power);
  const mean = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;
  const audible = blocks.filter((power) => lufs(power) > -70);
  if (!audible.length) return -Infinity;
  const relativeGate = lufs(mean(audible)) - 10;
  return lufs(mean(audible.filter((power) => lufs(power) > relativeGate)));
}

/**
 * The sum of squares of frames [first, first + count) of one channel through the K-weighting
 * (`c`: the shelf's b0, b1, b2, a1, a2, then the high-pass's a1, a2; its numerator is 1, −2, 1),
 * each sample scaled by its frame's gain when given. `state` carries both filters' last inputs
 * and outputs from one step to the next.
 */
function weightedStep(
  samples: Float32Array,
  frameGains: Float32Array | undefined,
  c: Float64Array,
  state: Float64Array,
  first: number,
  count: number,
  channels: number,
  channel: number,
): number {
  const b0 = c[0]!;
  const b1 = c[1]!;
  const b2 = c[2]!;
  const a1 = c[3]!;
  const a2 = c[4]!;
  const hA1 = c[5]!;
  const hA2 = c[6]!;
  let x1 = state[0]!;
  let x2 = state[1]!;
  let y1 = state[2]!;
  let y2 = state[3]!;
  let hx1 = state[4]!;
  let hx2 = state[5]!;
  let hy1 = state[6]!;
  let hy2 = state[7]!;
  let sum = 0;
  for (let f = first, end = first + count; f < end; f++) {
    const x = frameGains ? samples[f * channels + channel]! * frameGains[f]! : samples[f * channels + channel]!;
    const y = b0 * x + b1 * x1 + b2 * x2 - a1 * y1 - a2 * y2;
    x2 = x1;
    x1 = x;
    y2 = y1;
    y1 = y;
    const z = y - 2 * hx1 + hx2 - hA1 * hy1 - hA2 * hy2;
    hx2 = hx1;
    hx1 = y;
    hy2 = hy1;
    hy1 = z;
    sum += z * z;
  }
  state[0] = x1;
  state[1] = x2;
  state[2] = y1;
  state[3] = y2;
  state[4] = hx1;
  state[5] = hx2;
  state[6] = hy1;
  state[7] = hy2;
  return sum;
}

type Coefficients = { b0: number; b1: number; b2: number; a1: number; a2: number };
/** BS.1770's pre-filter (a high shelf, +4 dB above about 1.7 kHz) and its RLB high-pass, at `rate`. */
function kWeighting(rate: number): [Coefficients, Coefficients] {
  let f0 = 1681.974450955533;
  const gainDb = 3.999843853973347;
  let q = 0.7071752369554196;
  let k = Math.tan((Math.PI * f0) / rate);
  const vh = 10 ** (gainDb / 20);
  const vb = vh ** 0.4996667741545416;
  let a0 = 1 + k / q + k * k;
  const shelf = {
    b0: (vh + (vb * k) / q + k * k) / a0,
    b1: (2 * (k * k - vh)) / a0,
    b2: (vh - (vb * k) / q + k * k) / a0,
    a1: (2 * (k * k - 1)) / a0,
    a2: (1 - k / q + k * k) / a0,
  };
  f0 = 38.13547087602444;
  q = 0.5003270373238773;
  k = Math.tan((Math.PI * f0) / rate);
  a0 = 1 + k / q + k * k;
  const highPass = { b0: 1, b1: -2, b2: 1, a1: (2 * (k * k - 1)) / a0, a2: (1 - k / q + k * k) / a0 };
  return [shelf, highPass];
}
