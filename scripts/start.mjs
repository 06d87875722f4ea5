// `npm start`: builds the client when no build is there yet, then runs the server in this process
// tree's only Node process (so signals and `kill -9` reach the server itself).
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

if (!existsSync(new URL('../client/dist/index.html', import.meta.url))) {
  console.log('No client build found: building it once (npm run build)…');
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
