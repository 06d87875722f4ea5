import type { ScriptWriting } from '../../providers/script-writer/index';
import type { VideoDeps } from '../video/video-deps';

export type StudioDeps = VideoDeps & { scriptWriting: ScriptWriting };
