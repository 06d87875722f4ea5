// tests may start processes (a worker to kill, an independent ffmpeg as the oracle)
import { spawn } from 'node:child_process';

export const worker = () => spawn(process.execPath, ['worker.ts']);
