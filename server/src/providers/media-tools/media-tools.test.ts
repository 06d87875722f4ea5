import { mkdir, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { solidImage, testClip, writeFixture } from '../../../test/media-fixtures';
import { audioPacketDigests, probe as oracleProbe, topLevelBoxes } from '../../../test/media-probe';
import { testMediaTools as tools } from '../../../test/media-tools';
import { encodeWav } from '../voice/wav';
import { mediaToolsOf, MediaToolsError } from './index';
import { encoderArguments } from './stream-encoder';
import { webReadyArguments } from './web-ready';

let dir: string;
let clip: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'reelwright-media-tools-'));
  clip = path.join(dir, 'clip.mp4');
  await testClip(dir, 'clip.mp4', { seconds: 2, size: '160x120' });
}, 60_000);
afterAll(() => rm(dir, { recursive: true, force: true }));

/** A mono 16-bit WAV of a 1 kHz sine at `amplitude` (of full scale) for `seconds`. */
function sineWav(amplitude: number, seconds: number, sampleRate = 48_000): Buffer {
  const samples = new Int16Array(seconds * sampleRate);
  for (let i = 0; i < samples.length; i++) samples[i] = Math.round(amplitude * 32767 * Math.sin((2 * Math.PI * 1000 * i) / sampleRate));
  return encodeWav({ samples, sampleRate });
}

/** `frames` solid frames of one grey level, encoded by the streaming encoder. */
async function encodeSolid(name: string, frames: number, level: number): Promise<string> {
  const outputPath = path.join(dir, name);
  const encoder = tools.startEncoder({
    width: 64,
    height: 64,
    fps: 10,
    audioPath: null,
    outputPath,
    metadataComment: 'test',
    signal: new AbortController().signal,
  });
  for (let i = 0; i < frames; i++) await encoder.write(Buffer.alloc(64 * 64 * 4, level));
  await encoder.finish();
  return outputPath;
}

describe('the media tools adapter', () => {
  it('probes a file: its container, streams and picture size (ffprobe JSON, no stderr scraping)', async () => {
    const info = await tools.probe(clip);
    expect(info.format?.format_name).toContain('mp4');
    expect(Number(info.format?.duration)).toBeCloseTo(2, 1);
    expect(await tools.videoSize(clip)).toEqual({ width: 160, height: 120 });
    expect((await tools.probePackets(clip)).length).toBe(48);
    await expect(tools.videoSize(await writeFixture(dir, 'audio.wav', sineWav(0.1, 1)))).rejects.toMatchObject({ name: 'MediaToolsError', reason: 'failed' });
  });

  it('checks that a picture decodes, at the start or near the end; garbage does not', async () => {
    expect(await tools.decodesFrame(clip, { strict: true })).toBe(true);
    expect(await tools.decodesFrame(clip, { strict: true, fromEndSeconds: 0.5 })).toBe(true);
    expect(await tools.decodesFrame(await writeFixture(dir, 'noise.bin', Buffer.alloc(4096, 7)))).toBe(false);
  });

  it('takes a still frame covering or filling a size, and says when there is no picture', async () => {
    const image = path.join(dir, 'green.png');
    await solidImage(dir, 'green.png', '0x20c040', '320x240');
    const cover = await tools.stillFrame({ file: image, seconds: 0, width: 90, height: 160, fit: 'cover' });
    expect(cover.length).toBe(90 * 160 * 4);
    const middle = (80 * 90 + 45) * 4;
    [0x20, 0xc0, 0x40, 255].forEach((channel, i) => expect(Math.abs(cover[middle + i]! - channel)).toBeLessThanOrEqual(6));
    expect((await tools.stillFrame({ file: clip, seconds: 1, width: 32, height: 32, fit: 'fill' })).length).toBe(32 * 32 * 4);
    await expect(tools.stillFrame({ file: clip, seconds: 30, width: 32, height: 32, fit: 'fill' })).rejects.toMatchObject({ reason: 'no-frame' });
  });

  it('decodes audio to 16-bit mono PCM at the asked rate, and refuses what is not audio', async () => {
    const pcm = await tools.decodeToPcm(sineWav(0.5, 1), { sampleRate: 24_000 });
    expect(pcm.length).toBe(24_000 * 2);
    await expect(tools.decodeToPcm(Buffer.from('not audio at all'), { sampleRate: 24_000 })).rejects.toMatchObject({ reason: 'failed' });
  });

  it('measures loudness by EBU R 128: a sine 6 dB quieter measures 6 LU lower; silence is -Infinity', async () => {
    const loud = await tools.measureLoudness(await writeFixture(dir, 'loud.wav', sineWav(0.5, 3)));
    const quiet = await tools.measureLoudness(await writeFixture(dir, 'quiet.wav', sineWav(0.25, 3)));
    // a mono 1 kHz sine at -6.02 dBFS peak: RMS -9.03 dBFS, and K-weighting all but cancels at 1 kHz
    expect(loud.integratedLufs).toBeCloseTo(-9.0, 0);
    expect(loud.integratedLufs - quiet.integratedLufs).toBeCloseTo(6.02, 0);
    expect(loud.truePeakDbtp).toBeCloseTo(-6.0, 0);
    const silence = await tools.measureLoudness(await writeFixture(dir, 'silence.wav', sineWav(0, 2)));
    expect(silence.integratedLufs).toBe(-Infinity);
  });

  it('streams frames into a web-ready MP4 and joins segments without re-encoding', async () => {
    const first = await encodeSolid('first.mp4', 10, 40);
    const second = await encodeSolid("second it's.mp4", 15, 200); // a quote in a name survives the segment list
    const joined = path.join(dir, 'joined.mp4');
    await tools.concatSegments({ segments: [first, second], outputPath: joined });
    const info = await oracleProbe(joined);
    expect(Number(info.format.duration)).toBeCloseTo(2.5, 1);
    expect(info.streams[0]).toMatchObject({ codec_name: 'h264', profile: 'High', pix_fmt: 'yuv420p' });
    // the silent encode's second input (its frames read on a thread of their own) is not in the file
    expect(info.streams).toHaveLength(1);
    const boxes = await topLevelBoxes(joined);
    expect(boxes.indexOf('moov')).toBeLessThan(boxes.indexOf('mdat'));
  });

  it('re-encodes a file web-ready, with an overlay picture laid over it', async () => {
    const mark = path.join(dir, 'mark.png');
    await solidImage(dir, 'mark.png', '0xff0000', '160x120');
    const outputPath = path.join(dir, 'web-ready.mp4');
    await tools.encodeWebReady({ source: clip, outputPath, overlayPng: mark, comment: 'Reelwright via test' });
    const info = await oracleProbe(outputPath);
    expect(info.streams.find((s) => s.codec_type === 'video')).toMatchObject({ codec_name: 'h264', profile: 'High', width: 160, height: 120 });
    expect(info.format.tags?.comment).toBe('Reelwright via test');
  });

  it('masters a soundtrack to -14 LUFS with a true peak at or under -1 dBTP, as 48 kHz AAC, whether it was quiet or hot', { timeout: 30_000 }, async () => {
    // a quiet bed with loud clicks (a kick's transient) and a hot one: both land on the target
    const quiet = sineWav(0.05, 6, 44_100);
    for (let i = 0; i < 6 * 44_100; i += 22_050) quiet.writeInt16LE(30_000, 44 + i * 2);
    for (const [name, wav] of [
      ['quiet', quiet],
      ['hot', sineWav(0.95, 6, 44_100)],
    ] as const) {
      const outputPath = path.join(dir, `${name}-master.m4a`);
      const source = await tools.masterAudio({ source: await writeFixture(dir, `${name}-mix.wav`, wav), outputPath, durationSeconds: 6 });
      expect(Math.abs(source.integratedLufs + 14)).toBeGreaterThan(2); // it needed mastering
      const mastered = await tools.measureLoudness(outputPath);
      // on the target within half a LU: the gain made up for what the limiter took
      expect(mastered.integratedLufs, name).toBeGreaterThanOrEqual(-14.5);
      expect(mastered.integratedLufs, name).toBeLessThanOrEqual(-13.5);
      expect(mastered.truePeakDbtp, name).toBeLessThanOrEqual(-1);
      expect((await oracleProbe(outputPath)).streams[0]).toMatchObject({ codec_name: 'aac', sample_rate: '48000', channels: 2 });
    }
    // it masters the engine's own mixes: anything else is refused in the adapter's own terms
    await expect(tools.masterAudio({ source: clip, outputPath: path.join(dir, 'not-a-mix.m4a'), durationSeconds: 2 })).rejects.toMatchObject({
      name: 'MediaToolsError',
      reason: 'failed',
    });
    // silence stays silence (no gain to find), still at the delivered rate
    const silent = path.join(dir, 'silent-master.m4a');
    await tools.masterAudio({ source: await writeFixture(dir, 'silent-mix.wav', sineWav(0, 2)), outputPath: silent, durationSeconds: 2 });
    expect((await tools.measureLoudness(silent)).integratedLufs).toBe(-Infinity);
  });

  it('reads a clip as raw frames covering the size, looped to the length asked', async () => {
    const reader = tools.readFrames({ file: clip, width: 32, height: 18, fps: 4, seconds: 3, signal: new AbortController().signal });
    let bytes = 0;
    reader.frames.on('data', (chunk: Buffer) => (bytes += chunk.length));
    await new Promise<void>((resolve) => reader.onEnd(resolve));
    expect(bytes).toBe(12 * 32 * 18 * 4); // 3 s at 4 fps from a 2 s clip: it looped
  });

  it('settles an aborted call once its process has ended: nothing is left writing the caller files', { timeout: 30_000 }, async () => {
    // a minute of sound: its loudness takes ffmpeg about a second at 192 kHz
    const long = await writeFixture(dir, 'long-for-abort.wav', sineWav(0.5, 60));
    const controller = new AbortController();
    const measuring = tools.measureLoudness(long, { signal: controller.signal });
    const running = async () => {
      const found: string[] = [];
      for (const pid of (await readdir('/proc')).filter((name) => /^\d+$/.test(name)))
        if ((await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '')).includes(long)) found.push(pid);
      return found;
    };
    await expect.poll(running).toHaveLength(1);
    controller.abort(new Error('stop'));
    await expect(measuring).rejects.toMatchObject({ name: 'AbortError' });
    expect(await running()).toEqual([]);
  });

  it('raises its own error for a missing binary, and passes the caller abort through unchanged', async () => {
    const missing = mediaToolsOf({ ffmpeg: path.join(dir, 'no-such-ffmpeg'), ffprobe: null });
    await expect(missing.probe(clip)).rejects.toMatchObject({ name: 'MediaToolsError', reason: 'not-found' });
    await expect(missing.stillFrame({ file: clip, seconds: 0, width: 8, height: 8, fit: 'fill' })).rejects.toMatchObject({ reason: 'not-found' });
    await expect(missing.decodesFrame(clip)).rejects.toBeInstanceOf(MediaToolsError);
    await expect(missing.decodeToPcm(Buffer.alloc(10), { sampleRate: 8000 })).rejects.toMatchObject({ reason: 'not-found' });
    const aborted = AbortSignal.abort(new Error('stop'));
    const error = await tools.measureLoudness(clip, { signal: aborted }).catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(MediaToolsError);
    expect(error).toMatchObject({ name: 'AbortError' });
  });

  it('writes the H.264 arguments once: the engine and the remote re-encode get what each always got', () => {
    // the literal arguments of local/ffmpeg-encoder.ts and remote/web-ready-output.ts before they met here, with
    // AAC at 48 kHz since issue 28 (docs/decisions/063)
    expect(encoderArguments({ width: 720, height: 1280, fps: 30, audioPath: '/a.wav', outputPath: '/o.mp4', metadataComment: 'c' })).toEqual(
      '-hide_banner -loglevel error -y -f rawvideo -pix_fmt rgba -s 720x1280 -r 30 -i pipe:0 -i /a.wav -c:v libx264 -profile:v high -preset veryfast -tune animation -crf 22 -pix_fmt yuv420p -g 60 -c:a aac -b:a 128k -ar 48000 -shortest -movflags +faststart -metadata comment=c /o.mp4'.split(
        ' ',
      ),
    );
    expect(webReadyArguments({ picture: { kind: 'footage' }, audio: 'aac', comment: 'c' })).toEqual(
      '-c:v libx264 -profile:v high -preset veryfast -crf 21 -pix_fmt yuv420p -c:a aac -b:a 128k -ar 48000 -movflags +faststart -metadata comment=c'.split(' '),
    );
  });

  it('cuts one encode into consecutive segments, each its own frames and starting on a keyframe, that join back frame for frame', async () => {
    const segments = [3, 7, 5].map((frameCount, i) => ({ path: path.join(dir, `part-${i}.mp4`), frameCount }));
    const levels = [20, 120, 220];
    const encoder = tools.startSegmentEncoder({ width: 64, height: 64, fps: 10, segments, signal: new AbortController().signal });
    for (const [i, segment] of segments.entries()) for (let f = 0; f < segment.frameCount; f++) await encoder.write(Buffer.alloc(64 * 64 * 4, levels[i]!));
    await encoder.finish();
    for (const [i, segment] of segments.entries()) {
      const packets = await tools.probePackets(segment.path);
      expect(packets, `segment ${i}`).toHaveLength(segment.frameCount);
      // one grey level per segment: every frame of a segment decodes the same
      expect(new Set(await tools.frameDigests(segment.path)).size, `segment ${i}`).toBe(1);
    }
    const joined = path.join(dir, 'joined-parts.mp4');
    await tools.concatSegments({ segments: segments.map((s) => s.path), outputPath: joined });
    const digests = await tools.frameDigests(joined);
    expect(digests).toHaveLength(15);
    expect(new Set(digests.slice(0, 3)).size + new Set(digests.slice(3, 10)).size + new Set(digests.slice(10)).size).toBe(3);
    expect(new Set(digests).size).toBe(3);
  });

  it('writes the same encode whole beside its segments when asked, the file named as it is (spaces, quotes, bars)', async () => {
    const odd = path.join(dir, "a [b] c's | d");
    await mkdir(odd, { recursive: true });
    const segments = [4, 6].map((frameCount, i) => ({ path: path.join(odd, `part-${i}.mp4`), frameCount }));
    const wholePath = path.join(odd, 'whole: picture.mp4');
    const encoder = tools.startSegmentEncoder({ width: 64, height: 64, fps: 10, segments, wholePath, signal: new AbortController().signal });
    for (const [i, segment] of segments.entries()) for (let f = 0; f < segment.frameCount; f++) await encoder.write(Buffer.alloc(64 * 64 * 4, 60 + 120 * i));
    await encoder.finish();
    expect(await Promise.all(segments.map(async (s) => (await tools.probePackets(s.path)).length))).toEqual([4, 6]);
    const joined = path.join(odd, 'joined.mp4');
    await tools.concatSegments({ segments: segments.map((s) => s.path), outputPath: joined });
    const whole = await tools.frameDigests(wholePath);
    expect(whole).toHaveLength(10);
    expect(whole).toEqual(await tools.frameDigests(joined));
  });

  it('lays a mastered soundtrack over the joined picture as it is, and encodes a plain WAV mix to AAC', { timeout: 30_000 }, async () => {
    const segments = [await encodeSolid('sound-a.mp4', 10, 40), await encodeSolid('sound-b.mp4', 15, 200)];
    const mastered = path.join(dir, 'sound-master.m4a');
    await tools.masterAudio({ source: await writeFixture(dir, 'sound-mix.wav', sineWav(0.3, 3, 44_100)), outputPath: mastered, durationSeconds: 3 });
    const copied = path.join(dir, 'sound-copied.mp4');
    await tools.concatSegments({ segments, outputPath: copied, soundtrack: { audioPath: mastered, copy: true, comment: 'copied' } });
    const packets = await audioPacketDigests(copied);
    // the same AAC packets, cut where the 2.5 s picture ends
    expect(packets.length).toBeGreaterThan(100);
    expect(packets).toEqual((await audioPacketDigests(mastered)).slice(0, packets.length));
    const info = await oracleProbe(copied);
    expect(Number(info.format.duration)).toBeCloseTo(2.5, 1);
    expect(info.format.tags?.comment).toBe('copied');
    const encoded = path.join(dir, 'sound-encoded.mp4');
    await tools.concatSegments({ segments, outputPath: encoded, soundtrack: { audioPath: path.join(dir, 'sound-mix.wav'), copy: false, comment: 'encoded' } });
    expect((await oracleProbe(encoded)).streams.find((s) => s.codec_type === 'audio')).toMatchObject({ codec_name: 'aac' });
  });

  it('fails a join with its own error when a segment is missing', async () => {
    await expect(tools.concatSegments({ segments: [path.join(dir, 'missing.mp4')], outputPath: path.join(dir, 'never.mp4') })).rejects.toMatchObject({
      reason: 'failed',
    });
  });
});
