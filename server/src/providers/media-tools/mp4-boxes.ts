import { open } from 'node:fs/promises';

/**
 * The MP4's top-level box types in file order (`ftyp`, `moov`, `mdat`, …): `moov` before `mdat`
 * is "faststart", a file that plays while it downloads. Read from the box headers, not decoded.
 */
export async function topLevelBoxes(file: string): Promise<string[]> {
  const handle = await open(file, 'r');
  try {
    const { size } = await handle.stat();
    const boxes: string[] = [];
    const header = Buffer.alloc(16);
    for (let offset = 0; offset + 8 <= size && boxes.length < 64;) {
      await handle.read(header, 0, 16, offset);
      let length = header.readUInt32BE(0);
      if (length === 1) length = Number(header.readBigUInt64BE(8));
      if (length < 8 && length !== 0) break; // not an MP4 box: stop rather than loop
      boxes.push(header.toString('latin1', 4, 8));
      if (length === 0) break; // the box runs to the end of the file
      offset += length;
    }
    return boxes;
  } finally {
    await handle.close();
  }
}
