// the media tools adapter: the one place that runs ffmpeg and ffprobe
import { execFile } from 'node:child_process';

export const run = (binary: string, args: string[]) => execFile(binary, args);
