/** 16-bit PCM mono audio: what the speech port hands back (any engine), and what eSpeak NG writes. */
export type Pcm = { samples: Int16Array; sampleRate: number };

/** 16-bit PCM audio of one or two channels, the samples interleaved: a mixed soundtrack. */
export type InterleavedPcm = { samples: Int16Array; sampleRate: number; channels: 1 | 2 };

/** Reads a 16-bit PCM WAV file of one or two channels, walking its chunks to find `fmt ` and `data`. */
export function readWav(bytes: Uint8Array): InterleavedPcm {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const tag = (at: number) => String.fromCharCode(bytes[at]!, bytes[at + 1]!, bytes[at + 2]!, bytes[at + 3]!);
  if (bytes.length < 44 || tag(0) !== 'RIFF' || tag(8) !== 'WAVE') throw new Error('Not a WAV file');
  let format: { sampleRate: number; channels: 1 | 2 } | null = null;
  for (let at = 12; at + 8 <= bytes.length;) {
    const size = view.getUint32(at + 4, true);
    if (tag(at) === 'fmt ') {
      const channels = view.getUint16(at + 10, true);
      if (view.getUint16(at + 8, true) !== 1 || (channels !== 1 && channels !== 2) || view.getUint16(at + 22, true) !== 16)
        throw new Error('Expected 16-bit PCM, mono or stereo');
      format = { sampleRate: view.getUint32(at + 12, true), channels };
    } else if (tag(at) === 'data') {
      if (!format) throw new Error('WAV data before its format');
      // eSpeak writes the data size as it goes: trust the file's length over a header it may not have patched
      const length = Math.min(size, bytes.length - at - 8) >> 1;
      const samples = new Int16Array(length);
      for (let i = 0; i < length; i++) samples[i] = view.getInt16(at + 8 + i * 2, true);
      return { samples, ...format };
    }
    at += 8 + size + (size % 2);
  }
  throw new Error('WAV file without data');
}

/** Reads a 16-bit PCM mono WAV file: what every speech engine hands back. */
export function parseWav(bytes: Uint8Array): Pcm {
  const { samples, sampleRate, channels } = readWav(bytes);
  if (channels !== 1) throw new Error('Expected 16-bit PCM mono');
  return { samples, sampleRate };
}

/** The canonical 44-byte header of a 16-bit PCM WAV file (the speech engines' and the music bed's). */
export function wavHeader({ sampleRate, channels, dataBytes }: { sampleRate: number; channels: 1 | 2; dataBytes: number }): Buffer {
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + dataBytes, 4);
  header.write('WAVE', 8);
  header.write('fmt ', 12);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(channels, 22);
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * channels * 2, 28);
  header.writeUInt16LE(channels * 2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(dataBytes, 40);
  return header;
}

/** A canonical 44-byte-header WAV file of the samples. */
export function encodeWav({ samples, sampleRate }: Pcm): Buffer {
  const buffer = Buffer.alloc(44 + samples.length * 2);
  wavHeader({ sampleRate, channels: 1, dataBytes: samples.length * 2 }).copy(buffer, 0);
  for (let i = 0; i < samples.length; i++) buffer.writeInt16LE(samples[i]!, 44 + i * 2);
  return buffer;
}
