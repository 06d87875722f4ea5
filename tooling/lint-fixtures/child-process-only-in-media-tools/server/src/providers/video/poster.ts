// another adapter is not the media tools either, and the old name of the module counts too
import { spawn } from 'child_process';

export const probe = (file: string) => spawn('ffprobe', [file]);
