// the embedded PostgreSQL starts its own server process
import { spawn } from 'node:child_process';

export const start = (binary: string) => spawn(binary, ['-D', 'data']);
