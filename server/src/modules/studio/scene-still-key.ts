/** A scene's still sits beside its video under a key fixed by the job id and the scene: a finished render's file never changes. */
export function sceneStillKeyOf(jobId: string, index: number): string {
  return `renders/${jobId}.scene-${index}.jpg`;
}
