import type { GeneratorId, GeneratorInput, GeneratorOutput } from '@common/contracts/creator-tools';
import type { GeneratorDefinition } from '../../providers/generator/index';
import { hooksGenerator, storyGenerator, skitGenerator } from './story-generators';
import { seriesGenerator, topicsGenerator } from './planning-generators';
import { persuasionGenerator, councilGenerator } from './persuasion-generators';

/** Every generator by its id (the `{tool}` of the generate route). */
export const GENERATORS: { [G in GeneratorId]: GeneratorDefinition<GeneratorInput<G>, GeneratorOutput<G>> } = {
  hooks: hooksGenerator,
  story: storyGenerator,
  skit: skitGenerator,
  series: seriesGenerator,
  topics: topicsGenerator,
  persuasion: persuasionGenerator,
  council: councilGenerator,
};
