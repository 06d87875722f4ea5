import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { testMediaTools as tools } from '../../../test/media-tools';
import { composeMusicBed } from '../video/local/music-bed';
import { STYLE_LOOKS } from '../video/local/style-looks';
import { readWav, type InterleavedPcm } from '../voice/wav';
import { integratedLoudness } from './pcm-loudness';

let dir: string;
beforeAll(async () => void (dir = await mkdtemp(path.join(os.tmpdir(), 'reelwright-pcm-loudness-'))));
afterAll(() => rm(dir, { recursive: true, force: true }));

/** A 997 Hz sine (BS.1770's test tone) whose amplitude follows `amplitude(seconds)`, on `channels` channels. */
function tone(seconds: number, amplitude: (t: number) => number, channels: 1 | 2 = 1, sampleRate = 48_000): InterleavedPcm {
  const samples = new Int16Array(seconds * sampleRate * channels);
  for (let i = 0; i < seconds * sampleRate; i++) {
    const t = i / sampleRate;
    for (let c = 0; c < channels; c++) samples[i * channels + c] = Math.round(amplitude(t) * 32767 * Math.sin(2 * Math.PI * 997 * t));
  }
  return { samples, sampleRate, channels };
}

describe('integrated loudness measured in the process (BS.1770)', () => {
  it('reads the standard test tone right: −3.01 LUFS a channel at full scale, 6 dB down per halving, +3 dB for a second channel', () => {
    expect(integratedLoudness(tone(3, () => 1))).toBeCloseTo(-3.01, 1);
    expect(integratedLoudness(tone(3, () => 0.5))).toBeCloseTo(-9.03, 1);
    expect(integratedLoudness(tone(3, () => 0.5, 2, 44_100))).toBeCloseTo(-6.02, 1);
  });

  it('gates: near-silence does not pull the figure down, nor does a passage more than 10 LU under the rest', () => {
    const loud = integratedLoudness(tone(6, () => 0.5));
    // ungated, half the time silent would read 3 dB down; the blocks across the step cost a tenth
    expect(Math.abs(integratedLoudness(tone(12, (t) => (t < 6 ? 0.5 : 0.0001))) - loud)).toBeLessThan(0.2);
    // a passage 20 dB down is under the relative gate; one 6 dB down counts
    expect(Math.abs(integratedLoudness(tone(12, (t) => (t < 6 ? 0.5 : 0.05))) - loud)).toBeLessThan(0.2);
    expect(integratedLoudness(tone(12, (t) => (t < 6 ? 0.5 : 0.25)))).toBeLessThan(loud - 1);
  });

  it('measures silence, or a track faded to nothing, as −Infinity', () => {
    expect(integratedLoudness(tone(2, () => 0))).toBe(-Infinity);
    expect(
      integratedLoudness(
        tone(2, () => 0.5),
        () => 0,
      ),
    ).toBe(-Infinity);
  });

  it("agrees with ffmpeg's loudnorm on the engine's own music beds", async () => {
    for (const style of ['pixar', 'noir', 'neon-cyberpunk'] as const) {
      const file = path.join(dir, `${style}.wav`);
      const wav = composeMusicBed(STYLE_LOOKS[style].music, 8, 3);
      await writeFile(file, wav);
      // loudnorm measures at 192 kHz: a tenth of a LU from the standard's own rate
      expect(Math.abs(integratedLoudness(readWav(wav)) - (await tools.measureLoudness(file)).integratedLufs), style).toBeLessThan(0.25);
    }
  });
});
