/**
 * Why a media tool call failed: the binary could not be started (`not-found`), it ran over its
 * time limit (`timed-out`), it decoded no picture where one was asked for (`no-frame`), or it
 * exited with an error (`failed`, its last words in `detail`). An abort is not one of these: the
 * caller's own abort error comes through unchanged.
 */
export type MediaToolsFailure = 'not-found' | 'timed-out' | 'no-frame' | 'failed';

/** The media tools adapter's one error type; modules map it to their own (AppError, a null, a retry). */
export class MediaToolsError extends Error {
  override readonly name = 'MediaToolsError';
  constructor(
    readonly reason: MediaToolsFailure,
    message: string,
    readonly detail?: string,
  ) {
    super(message);
  }
}

/** The last line a tool wrote on stderr: where ffmpeg says what went wrong. */
export function lastLineOf(stderr: string): string {
  return stderr.trim().split('\n').at(-1) ?? '';
}
