// a module that runs ffmpeg itself instead of asking the media tools adapter
import { execFile } from 'node:child_process';

export const grab = (file: string) => execFile('ffmpeg', ['-i', file, '-f', 'null', '-']);
