import {
  HOOK_VARIANT_LIMITS,
  hookVariantsRequestSchema,
  type HookVariantsRequest,
  type HookVariantsResponse,
  type GeneratorId,
  type GeneratorInput,
  type GeneratorOutput,
} from '@common/contracts/creator-tools';
import { randomInt } from 'node:crypto';
import type { Executor } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { GeneratorDefinition, StructuredGeneration } from '../../providers/generator/index';
import { writeTemplateScenes } from '../../providers/script-writer/index';
import { getEntitlements } from '../billing/service';
import { getBalance, getRenderCost } from '../credits/service';
import { createVideoGroup, type Creator, type StudioDeps } from '../studio/service';
import { assertUnderLimit, recordThrottleEvent, type ThrottleRule } from '../throttle/service';
import { GENERATORS } from './generators';

/** A burst limit: a person clicking "generate" does not need more than 20 a minute. */
export const generationsPerMinute: ThrottleRule = {
  bucket: 'generate:minute',
  limit: 20,
  windowMs: 60_000,
  message: 'You are generating very quickly. Please wait {wait} and try again.',
};

/** The daily generation limit of every plan (issue 17: free users keep the tools within it). */
export const generationsPerDay: ThrottleRule = {
  bucket: 'generate:day',
  limit: 50,
  windowMs: 24 * 60 * 60_000,
  message: "You have reached today's limit of 50 generations. Please wait {wait} and try again, or edit what you have saved.",
};

/*
 * Plan gates (ADR 023): hooks, templates, prompts and the module engines are on every plan,
 * bounded by the daily generation limit above, so no billing check runs on them. Rendering hooks
 * as A/B variants needs a paid plan (`assertVariantsAllowed`, from billing's entitlements).
 */
async function assertVariantsAllowed(db: Executor, userId: string, now: Date): Promise<void> {
  const { plan } = await getEntitlements({ db, userId, now });
  if (plan === 'free') {
    throw new AppError('UPGRADE_REQUIRED', 'Testing hooks as A/B variants is part of the paid plans. Upgrade to Pro to render them.', {
      feature: 'ab-variants',
      plan: 'pro',
    });
  }
}

/**
 * "Test as variants": one short video per chosen hook (the hook opens a template script for the
 * product), rendered through the studio's render path and grouped as variants of the first. The
 * whole cost is checked against the balance first, so a short balance makes no video at all.
 */
export async function testHooksAsVariants(deps: StudioDeps, creator: Creator, request: HookVariantsRequest): Promise<HookVariantsResponse> {
  const input = hookVariantsRequestSchema.parse(request);
  await assertVariantsAllowed(deps.db, creator.id, deps.now());
  const cost = getRenderCost() * input.hooks.length;
  const balance = await getBalance({ db: deps.db, userId: creator.id });
  if (balance < cost)
    throw new AppError('INSUFFICIENT_CREDITS', `Rendering ${input.hooks.length} variants costs ${cost} credits; you have ${balance}.`, { cost, balance });
  const durationSeconds = HOOK_VARIANT_LIMITS.durationSeconds;
  const base = writeTemplateScenes({
    description: input.description,
    visualStyle: input.visualStyle,
    aspectRatio: input.aspectRatio,
    durationSeconds,
    tone: input.tone,
  });
  const renders = input.hooks.map((hook, i) => ({
    description: input.description,
    visualStyle: input.visualStyle,
    aspectRatio: input.aspectRatio,
    tone: input.tone,
    durationSeconds,
    scenes: base.map((scene, n) => (n === 0 ? { ...scene, narration: hook } : scene)),
    title: `Hook ${String.fromCharCode(65 + i)}: ${hook}`.slice(0, 80),
  }));
  const videos = await createVideoGroup(deps, creator, renders, input.idempotencyKey);
  return { videoIds: videos.map((v) => v.id), costCredits: cost };
}

type GenerateDeps = { db: Executor; generation: StructuredGeneration; now: Date; seed?: number; signal?: AbortSignal };

/** Runs one generator for a user: plan, burst and daily limits first, then the model or the template. */
export async function generateForUser<G extends GeneratorId>(deps: GenerateDeps, userId: string, tool: G, input: GeneratorInput<G>) {
  for (const rule of [generationsPerMinute, generationsPerDay]) await assertUnderLimit({ db: deps.db, rule, subjects: [userId], now: deps.now });
  for (const rule of [generationsPerMinute, generationsPerDay]) await recordThrottleEvent({ db: deps.db, rule, subjects: [userId], now: deps.now });
  const definition = GENERATORS[tool] as GeneratorDefinition<GeneratorInput<G>, GeneratorOutput<G>>;
  return deps.generation.generate(definition, input, { seed: deps.seed ?? randomInt(2 ** 31), signal: deps.signal });
}
