import { createMediaTools } from '../src/providers/media-tools/index';

/** The media tools as the tests' environment names them (FFMPEG_PATH / FFPROBE_PATH, else the ones found). */
export const testMediaTools = createMediaTools({ FFMPEG_PATH: process.env.FFMPEG_PATH, FFPROBE_PATH: process.env.FFPROBE_PATH });

/** The ffmpeg binary itself, for fixtures and for oracles that must not go through the adapter they check. */
export const testFfmpeg = testMediaTools.binaries.ffmpeg;
