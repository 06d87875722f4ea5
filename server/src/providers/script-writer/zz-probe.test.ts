import { createScriptWriter } from './index';
import { loadConfig } from '../../config';
import { createLogger } from '../../logger';
import { GLIMMERFOX } from './fitted-scripts.test';
import { measureScenes } from './fit-narration';
it('probe', { timeout: 300_000 }, async () => {
  const w = createScriptWriter(loadConfig({}), createLogger('silent'));
  for (const [d, p, tone] of [[15, GLIMMERFOX, 'curious'], [60, GLIMMERFOX, 'hilarious'], [15, null, 'rational'], [30, null, 'awed']] as const) {
    const t0 = performance.now();
    const { scenes } = await w.writeScript({ description: 'Glimmerfox solar camping lantern, 400 lumens, charges in 6 hours of sun', visualStyle: 'cinematic', aspectRatio: '9:16', durationSeconds: d, tone, product: p, voice: { voiceId: 'ava-en', speed: 0.8 } });
    const m = await measureScenes(w.timer, scenes.map((s) => s.narration), { voiceId: 'ava-en', speed: 0.8 });
    console.log(d, tone, Boolean(p), Math.round(performance.now() - t0), 'ms', m.totalSeconds, '\n' + scenes.map((s, i) => `  [${s.layout}|${s.headline}|${s.durationSeconds}s|${m.sceneSeconds[i]}] ${s.narration}`).join('\n'));
  }
});
