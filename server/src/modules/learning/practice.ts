import type { Database } from '../../db/client';
import { publishEvent } from '../../events/publish';
import { findSavedItem } from '../creator-tools/service';
import { findRenderJob } from '../renders/service';
import type { EngineCheck, LearningContent, RenderCheck } from './content';
import { completeModuleIfDone } from './module-completion';
import { findLessonOpen, insertTaskCompletion, lockLearner } from './repository';

// Practice tasks, ticked only from events the product saw (a finished studio render, a share link).

type PracticeEvent =
  | { event: 'render.completed'; userId: string; renderJobId: string; render: RenderFacts }
  | { event: 'video.shared'; userId: string; renderJobId: string }
  | { event: 'engine.saved'; userId: string; itemId: string; result: EngineFacts };

type EngineFacts = { tool: string; output: Record<string, unknown> };

/** Each engine's main list, counted by `minItems`. */
const ENGINE_LIST_FIELD: Record<EngineCheck['tool'], string> = {
  story: 'beats',
  skit: 'cast',
  series: 'episodes',
  topics: 'angles',
  persuasion: 'changes',
  council: 'reviews',
};

export function engineResultMatches(check: EngineCheck, result: EngineFacts): boolean {
  if (result.tool !== check.tool) return false;
  const list = result.output[ENGINE_LIST_FIELD[check.tool]];
  if (!Array.isArray(list)) return false;
  return !check.minItems || list.length >= check.minItems;
}

type RenderFacts = {
  aspectRatio: string;
  tone: string | null;
  visualStyle: string;
  scenes: { narration: string; durationSeconds: number }[];
  /** The original's style when this render is a variant. */
  originalStyle: string | null;
};

export function renderMatches(check: RenderCheck, render: RenderFacts): boolean {
  const first = render.scenes[0];
  if (check.aspectRatio && render.aspectRatio !== check.aspectRatio) return false;
  if (check.tone && render.tone !== check.tone) return false;
  if (check.visualStyle && render.visualStyle !== check.visualStyle) return false;
  if (check.minScenes && render.scenes.length < check.minScenes) return false;
  if (check.firstSceneMaxSeconds && !(first && first.durationSeconds <= check.firstSceneMaxSeconds)) return false;
  if (check.firstSceneIsQuestion && !(first && first.narration.trim().endsWith('?'))) return false;
  if (check.variantInOtherStyle && !(render.originalStyle && render.originalStyle !== render.visualStyle)) return false;
  return true;
}

/** Ticks every practice task (of every published module) that the event proves, once each. */
async function recordPracticeEvent(db: Database, content: LearningContent, event: PracticeEvent, now: Date): Promise<string[]> {
  const ticked: string[] = [];
  for (const published of content.values()) {
    for (const lesson of published.lessons) {
      const task = lesson.task;
      if (!task || task.check.event !== event.event) continue;
      if (task.check.event === 'render.completed' && event.event === 'render.completed' && !renderMatches(task.check, event.render)) continue;
      if (task.check.event === 'engine.saved' && event.event === 'engine.saved' && !engineResultMatches(task.check, event.result)) continue;
      await db.transaction(async (tx) => {
        await lockLearner(tx, event.userId, published.id);
        // a task counts for a lesson the learner has opened: a render made before starting a module does not tick its tasks
        if (!(await findLessonOpen(tx, event.userId, published.id, lesson.id))) return;
        const renderJobId = 'renderJobId' in event ? event.renderJobId : null;
        const inserted = await insertTaskCompletion(tx, {
          userId: event.userId,
          moduleId: published.id,
          taskId: task.id,
          lessonId: lesson.id,
          renderJobId,
          completedAt: now,
        });
        if (!inserted) return;
        ticked.push(task.id);
        await publishEvent(tx, 'practice_task.completed', { userId: event.userId, moduleId: published.id, lessonId: lesson.id, taskId: task.id });
        await completeModuleIfDone(tx, content, event.userId, published.id, now);
      });
    }
  }
  return ticked;
}

/** A studio render finished: reads the job and ticks the render tasks it satisfies. */
export async function recordRenderForPractice(db: Database, content: LearningContent, renderJobId: string, now: Date): Promise<string[]> {
  const job = await findRenderJob(db, renderJobId);
  if (!job || job.kind !== 'studio' || !job.ownerUserId || job.status !== 'completed') return [];
  const original = job.variantOfId ? await findRenderJob(db, job.variantOfId) : undefined;
  const render: RenderFacts = {
    aspectRatio: job.aspectRatio,
    tone: job.tone ?? null,
    visualStyle: job.visualStyle,
    scenes: (job.scenes ?? []).map((s) => ({ narration: s.narration, durationSeconds: s.durationSeconds })),
    originalStyle: original?.visualStyle ?? null,
  };
  return recordPracticeEvent(db, content, { event: 'render.completed', userId: job.ownerUserId, renderJobId, render }, now);
}

export async function recordShareForPractice(
  db: Database,
  content: LearningContent,
  input: { userId: string; renderJobId: string },
  now: Date,
): Promise<string[]> {
  return recordPracticeEvent(db, content, { event: 'video.shared', ...input }, now);
}

/** A module engine's result was saved: reads the saved item and ticks the engine tasks it satisfies. */
export async function recordEngineResultForPractice(
  db: Database,
  content: LearningContent,
  input: { userId: string; itemId: string },
  now: Date,
): Promise<string[]> {
  const item = await findSavedItem(db, input.userId, input.itemId);
  if (!item || item.kind !== 'result' || !item.meta.tool || !item.meta.output) return [];
  return recordPracticeEvent(
    db,
    content,
    { event: 'engine.saved', userId: input.userId, itemId: input.itemId, result: { tool: item.meta.tool, output: item.meta.output } },
    now,
  );
}
