import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';
import { HEALTH_PATHS } from '../src/kernel/health';
import { loadConfig } from '../src/kernel/config';
import { documentedVariables, npmScripts, repositoryFile } from './support/deploy-files';

/**
 * docker-compose.yml and docker-compose.cluster.yml, read as Compose reads them (YAML merge keys,
 * `extends` of another file's service) since no Docker runs here: the services, what each waits
 * for, the health checks on the app's health routes, and the variables they set.
 */

interface HealthCheck {
  test?: string[];
}
interface ComposeService {
  extends?: { file: string; service: string };
  image?: string;
  command?: string[];
  environment?: Record<string, string>;
  healthcheck?: HealthCheck;
  depends_on?: Record<string, { condition: string }>;
  restart?: string;
  ports?: string[];
  volumes?: string[];
  stop_grace_period?: string;
}
interface ComposeFile {
  services: Record<string, ComposeService>;
  volumes?: Record<string, unknown>;
}

const read = (file: string) => parse(repositoryFile(file), { merge: true }) as ComposeFile;
const single = read('docker-compose.yml');
const cluster = read('docker-compose.cluster.yml');

/**
 * A service as Compose runs it: what it extends, then its own settings over them (mappings
 * merged, a command or health check test replaced); depends_on is never taken from the
 * extended service.
 */
function effective(file: ComposeFile, name: string): ComposeService {
  const own = file.services[name]!;
  if (!own.extends) return own;
  expect(own.extends.file).toBe('docker-compose.yml');
  const base = single.services[own.extends.service];
  expect(base).toBeDefined();
  return {
    ...base,
    ...own,
    environment: { ...base!.environment, ...own.environment },
    healthcheck: { ...base!.healthcheck, ...own.healthcheck },
    depends_on: own.depends_on,
  };
}

/** The address a health check's command asks: port and path. */
function probed(service: ComposeService): { port: number; path: string } {
  const command = (service.healthcheck?.test ?? []).join(' ');
  const match = /http:\/\/127\.0\.0\.1:(\d+)(\/[\w/]+)/.exec(command);
  expect(match).not.toBeNull();
  return { port: Number(match![1]), path: match![2]! };
}

const runs = (service: ComposeService, script: string) =>
  (service.command ?? []).join(' ') === npmScripts()[script];

const servicesOf = (file: ComposeFile) =>
  Object.keys(file.services).map((name) => ({ name, service: effective(file, name) }));

/** How long the app lets work in flight finish by default (SHUTDOWN_TIMEOUT_MS unset). */
const defaultShutdownMs = () =>
  loadConfig({
    DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/postgres',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'postpilot-compose-')),
  }).shutdownTimeoutMs;

const seconds = (duration: string) => {
  const match = /^(\d+)s$/.exec(duration);
  expect(match).not.toBeNull();
  return Number(match![1]);
};

describe('docker-compose.yml', () => {
  it('builds an image whose default command is the API itself, which gets SIGTERM', () => {
    const command = /^CMD (\[.*\])$/m.exec(repositoryFile('Dockerfile'))![1]!;
    expect((JSON.parse(command) as string[]).join(' ')).toBe(npmScripts()['start:api']);
  });

  it('checks the API and the worker on their health routes, and gives them longer to stop than the app takes', () => {
    const api = effective(single, 'api');
    const worker = effective(single, 'worker');
    expect(runs(api, 'start:api')).toBe(true);
    expect(runs(worker, 'start:worker')).toBe(true);
    expect(probed(api)).toEqual({ port: 4000, path: HEALTH_PATHS.ready });
    expect(probed(worker)).toEqual({
      port: Number(worker.environment!.WORKER_HEALTH_PORT),
      path: HEALTH_PATHS.ready,
    });
    for (const service of [api, worker]) {
      expect(seconds(service.stop_grace_period!) * 1000).toBeGreaterThan(defaultShutdownMs());
    }
  });
});

describe('docker-compose.cluster.yml', () => {
  const apis = () => servicesOf(cluster).filter(({ service }) => runs(service, 'start:api'));
  const workers = () => servicesOf(cluster).filter(({ service }) => runs(service, 'start:worker'));

  it('runs two API replicas and two workers behind a proxy, on the same Postgres, Redis, Mailpit and bucket', () => {
    expect(Object.keys(cluster.services).sort()).toEqual([
      'api-1',
      'api-2',
      'bucket',
      'mailpit',
      'migrate',
      'minio',
      'postgres',
      'proxy',
      'redis',
      'worker-1',
      'worker-2',
    ]);
    expect(apis().map(({ name }) => name)).toEqual(['api-1', 'api-2']);
    expect(workers().map(({ name }) => name)).toEqual(['worker-1', 'worker-2']);
    for (const name of ['postgres', 'redis', 'mailpit', 'minio']) {
      expect(cluster.services[name]).toEqual({
        extends: { file: 'docker-compose.yml', service: name },
      });
    }
    // Only the proxy takes the app's port; browsers read media from the bucket's at signed addresses.
    const published = servicesOf(cluster).filter(({ service }) => service.ports?.length);
    expect(published.map(({ name }) => name).sort()).toEqual(['mailpit', 'minio', 'proxy']);
    expect(cluster.services.proxy!.ports).toEqual(['4000:80']);
    // Volumes of the services extended are declared here too.
    const volumes = servicesOf(cluster).flatMap(({ service }) =>
      (service.volumes ?? []).map((volume) => volume.split(':')[0]!),
    );
    for (const volume of volumes.filter((name) => !name.startsWith('.'))) {
      expect(Object.keys(cluster.volumes ?? {})).toContain(volume);
    }
  });

  it('migrates once, before any API or worker starts, and the APIs wait for it rather than migrate', () => {
    const migrate = effective(cluster, 'migrate');
    expect(migrate.command).toEqual(['npm', 'run', 'migrate']);
    expect(npmScripts().migrate).toBeDefined();
    expect(migrate.restart).toBe('no');
    expect(migrate.healthcheck!.test).toEqual(['NONE']);
    expect(migrate.depends_on).toEqual({ postgres: { condition: 'service_healthy' } });
    for (const { service } of [...apis(), ...workers()]) {
      expect(service.depends_on).toMatchObject({
        migrate: { condition: 'service_completed_successfully' },
        redis: { condition: 'service_healthy' },
      });
      expect(service.environment!.MIGRATE_ON_START).toBe('false');
    }
  });

  it('checks every replica on its health route, and the proxy starts once both APIs are ready', () => {
    for (const { service } of apis()) {
      expect(probed(service)).toEqual({ port: 4000, path: HEALTH_PATHS.ready });
      expect(service.environment!.TRUST_PROXY).toBe('true');
    }
    for (const { service } of workers()) {
      expect(probed(service)).toEqual({
        port: Number(service.environment!.WORKER_HEALTH_PORT),
        path: HEALTH_PATHS.ready,
      });
    }
    expect(cluster.services.proxy!.depends_on).toEqual({
      'api-1': { condition: 'service_healthy' },
      'api-2': { condition: 'service_healthy' },
    });
    // Whatever a service waits to be healthy has a health check.
    for (const { service } of servicesOf(cluster)) {
      for (const [name, { condition }] of Object.entries(service.depends_on ?? {})) {
        if (condition !== 'service_healthy') continue;
        const test = effective(cluster, name).healthcheck?.test;
        expect({ name, test }).toEqual({
          name,
          test: expect.arrayContaining([expect.any(String)]),
        });
        expect(test).not.toEqual(['NONE']);
      }
    }
  });

  it('has Caddy balance over both replicas, sending requests only to those /health/ready says are ready', () => {
    const caddyfile = repositoryFile('deploy/Caddyfile');
    expect(cluster.services.proxy!.volumes).toEqual(['./deploy/Caddyfile:/etc/caddy/Caddyfile:ro']);
    const upstreams = /reverse_proxy ([^{]+)\{/.exec(caddyfile)![1]!.trim().split(/\s+/);
    expect(upstreams).toEqual(apis().map(({ name }) => `${name}:4000`));
    expect(caddyfile).toMatch(new RegExp(`^\\s*health_uri ${HEALTH_PATHS.ready}$`, 'm'));
    expect(caddyfile).toMatch(/^\s*lb_policy round_robin$/m);
    // The sandbox LinkedIn is reached through the proxy, so any replica may serve it.
    for (const { service } of [...apis(), ...workers()]) {
      expect(service.environment!.LINKEDIN_SANDBOX_URL).toBe('http://proxy/sandbox/linkedin');
    }
  });
});

it('both files set only variables docs/configuration.md describes', () => {
  const documented = documentedVariables();
  const named = [single, cluster].flatMap((file) =>
    servicesOf(file)
      .filter(({ service }) => service.image === 'postpilot:local')
      .flatMap(({ service }) => Object.keys(service.environment ?? {})),
  );
  expect(named.length).toBeGreaterThan(20);
  expect([...new Set(named)].filter((name) => !documented.has(name))).toEqual([]);
});
