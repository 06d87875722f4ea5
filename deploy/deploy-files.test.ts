// The deployment files (Dockerfile, compose.yaml, deploy/kubernetes/) checked for what can be
// checked without Docker or a cluster: every variable they set is one the app reads, the topology
// sets what it needs, probes point at routes the app really serves, images are pinned.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { parse, parseAllDocuments } from 'yaml';
import { configSchema } from '../server/src/config';
import { createTestApp, type TestApp } from '../server/test/test-app';

const root = path.resolve(import.meta.dirname, '..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const configKeys = new Set(Object.keys(configSchema.shape));
/** Variables the images and the database containers read themselves, not the app's config. */
const containerOwnVariables = new Set(['POSTGRES_USER', 'POSTGRES_PASSWORD', 'POSTGRES_DB', 'MINIO_ROOT_USER', 'MINIO_ROOT_PASSWORD']);

type Service = {
  image?: string;
  build?: unknown;
  command?: string[];
  environment?: Record<string, string>;
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test: string[] };
};
const compose = parse(read('compose.yaml'), { merge: true }) as { services: Record<string, Service> };
const appServices = Object.entries(compose.services).filter(([, s]) => s.build !== undefined);

const kubeDir = 'deploy/kubernetes';
const kustomization = parse(read(`${kubeDir}/kustomization.yaml`)) as { resources: string[]; images: { name: string; newTag: string }[] };
type Container = {
  image: string;
  args?: string[];
  env?: { name: string; value?: string }[];
  envFrom?: { configMapRef?: { name: string }; secretRef?: { name: string } }[];
  livenessProbe?: Probe;
  readinessProbe?: Probe;
  startupProbe?: Probe;
  resources?: { requests?: object; limits?: object };
};
type Probe = { httpGet?: { path: string } };
type Manifest = {
  kind: string;
  metadata: { name: string };
  data?: Record<string, string>;
  stringData?: Record<string, string>;
  spec?: { template?: { spec: { containers: Container[] } } };
};
const manifests: Manifest[] = kustomization.resources.flatMap((file) => parseAllDocuments(read(`${kubeDir}/${file}`)).map((doc) => doc.toJS() as Manifest));
const deployments = manifests.filter((m) => m.kind === 'Deployment');
const containers = deployments.flatMap((d) => d.spec!.template!.spec.containers);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('compose.yaml', () => {
  it('runs PostgreSQL, MinIO with its bucket, two web instances and two workers from one image', () => {
    expect(Object.keys(compose.services).sort()).toEqual(['minio', 'minio-bucket', 'postgres', 'web-1', 'web-2', 'worker-1', 'worker-2']);
    expect(appServices.map(([, s]) => s.command?.[0]).sort()).toEqual(['web', 'web', 'worker', 'worker']);
    expect(new Set(appServices.map(([, s]) => s.image)).size).toBe(1);
  });

  it('sets only variables the app reads, and every one the topology needs', () => {
    for (const [name, service] of appServices) {
      const variables = Object.keys(service.environment ?? {});
      expect(
        variables.filter((v) => !configKeys.has(v)),
        name,
      ).toEqual([]);
      expect(variables, name).toEqual(
        expect.arrayContaining(['DATABASE_URL', 'PUBLIC_URL', 'S3_BUCKET', 'S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY']),
      );
      // the app's schema accepts the values it is given, with compose's `${VAR:-default}` filled in
      const values = Object.fromEntries(Object.entries(service.environment ?? {}).map(([k, v]) => [k, v.replace(/\$\{\w+:-([^}]*)\}/g, '$1')]));
      expect(() => configSchema.parse(values), name).not.toThrow();
    }
    for (const [name, service] of Object.entries(compose.services).filter(([, s]) => !s.build)) {
      expect(
        Object.keys(service.environment ?? {}).filter((v) => !containerOwnVariables.has(v)),
        name,
      ).toEqual([]);
    }
    // web instances leave the jobs to the workers
    expect(appServices.filter(([, s]) => s.command?.[0] === 'web').map(([, s]) => s.environment?.RUN_WORKERS)).toEqual(['false', 'false']);
  });

  it('starts the app only after the database is healthy and the bucket exists', () => {
    for (const [, service] of appServices) {
      expect(service.depends_on).toEqual({ postgres: { condition: 'service_healthy' }, 'minio-bucket': { condition: 'service_completed_successfully' } });
    }
  });

  it('pins every image to a version', () => {
    for (const [name, service] of Object.entries(compose.services)) {
      expect(service.image, name).toMatch(/^[\w./-]+:(?!latest$)[\w.-]*\d[\w.-]*$/);
    }
  });

  it("checks web instances' health on a route the app serves", () => {
    for (const [, service] of appServices.filter(([, s]) => s.command?.[0] === 'web')) {
      const url = service.healthcheck!.test.join(' ').match(/http:\/\/127\.0\.0\.1:\d+(\/[a-z]+)/)![1]!;
      expect(t.app.hasRoute({ method: 'GET', url })).toBe(true);
    }
  });
});

describe('the Dockerfile', () => {
  const dockerfile = read('Dockerfile');
  it('builds in stages on a pinned Debian slim image and runs as a non-root user', () => {
    const bases = [...dockerfile.matchAll(/^FROM (\S+)/gm)].map((m) => m[1]);
    expect(bases.length).toBeGreaterThanOrEqual(2);
    for (const base of bases) expect(base).toMatch(/^node:20\.\d+\.\d+-bookworm-slim$/);
    expect(dockerfile).toMatch(/apt-get install[^\n]*ffmpeg/);
    expect(dockerfile).toMatch(/^USER node$/m);
  });

  it('has a HEALTHCHECK on the liveness route and takes its role from the command', () => {
    const probe = dockerfile.match(/HEALTHCHECK[\s\S]*?\/healthz/);
    expect(probe).not.toBeNull();
    expect(t.app.hasRoute({ method: 'GET', url: '/healthz' })).toBe(true);
    expect(read('deploy/entrypoint.sh')).toMatch(/web\)[^\n]*server\/src\/main\.ts[\s\S]*worker\)[^\n]*server\/src\/worker\.ts/);
  });
});

describe('deploy/kubernetes', () => {
  it('lists every manifest in the folder except the secret example', () => {
    const files = readdirSync(path.join(root, kubeDir)).filter((f) => f.endsWith('.yaml') && f !== 'kustomization.yaml');
    expect([...kustomization.resources].sort()).toEqual(files.filter((f) => f !== 'secret.example.yaml').sort());
  });

  it('has web and worker Deployments, a Service, PodDisruptionBudgets, and no Secret inlined', () => {
    expect(deployments.map((d) => d.metadata.name).sort()).toEqual(['reelwright-web', 'reelwright-worker']);
    expect(manifests.filter((m) => m.kind === 'Service')).toHaveLength(1);
    expect(manifests.filter((m) => m.kind === 'PodDisruptionBudget')).toHaveLength(2);
    expect(manifests.filter((m) => m.kind === 'Secret')).toEqual([]);
    for (const container of containers) expect(container.envFrom).toContainEqual({ secretRef: { name: 'reelwright-secrets' } });
  });

  it('sets only variables the app reads', () => {
    const configMap = manifests.find((m) => m.kind === 'ConfigMap')!;
    const variables = [...Object.keys(configMap.data ?? {}), ...containers.flatMap((c) => (c.env ?? []).map((e) => e.name))];
    const secretExample = parse(read(`${kubeDir}/secret.example.yaml`)) as Manifest;
    variables.push(...Object.keys(secretExample.stringData ?? {}));
    expect(variables.filter((v) => !configKeys.has(v))).toEqual([]);
    expect(variables).toEqual(expect.arrayContaining(['DATABASE_URL', 'PUBLIC_URL', 'S3_BUCKET']));
  });

  it('probes the web pods on the routes the app serves, and sizes every container', () => {
    const web = deployments.find((d) => d.metadata.name === 'reelwright-web')!.spec!.template!.spec.containers[0]!;
    expect(web.livenessProbe?.httpGet?.path).toBe('/healthz');
    expect(web.readinessProbe?.httpGet?.path).toBe('/readyz');
    for (const probe of [web.livenessProbe, web.readinessProbe, web.startupProbe])
      expect(t.app.hasRoute({ method: 'GET', url: probe!.httpGet!.path })).toBe(true);
    for (const container of containers) {
      expect(container.resources?.requests).toBeDefined();
      expect(container.resources?.limits).toBeDefined();
    }
    expect(containers.map((c) => c.args?.[0]).sort()).toEqual(['web', 'worker']);
  });

  it('pins the image', () => {
    expect(kustomization.images).toEqual([expect.objectContaining({ name: 'reelwright', newTag: expect.stringMatching(/^\d+\.\d+\.\d+$/) })]);
  });
});
