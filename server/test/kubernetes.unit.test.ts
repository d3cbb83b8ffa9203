import { readdirSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Deployment } from 'kubernetes-types/apps/v1';
import type { HorizontalPodAutoscaler } from 'kubernetes-types/autoscaling/v2';
import type { Job } from 'kubernetes-types/batch/v1';
import type { ConfigMap, Container, Probe, Secret, Service } from 'kubernetes-types/core/v1';
import type { Ingress } from 'kubernetes-types/networking/v1';
import type { PodDisruptionBudget } from 'kubernetes-types/policy/v1';
import ts from 'typescript';
import { parse } from 'yaml';
import { Health, serveHealth } from '../src/kernel/health';
import {
  documentedVariables,
  npmScripts,
  REPOSITORY,
  repositoryFile,
  yamlDocuments,
} from './support/deploy-files';

/**
 * deploy/kubernetes, checked as the cluster would check it (each object against the Kubernetes
 * API's schema, with no field the API does not know) and against the app it runs: the probes'
 * routes, the variables, the shutdown deadline, the commands.
 */

const FOLDER = 'deploy/kubernetes';
/** Not a Kubernetes object: kustomize's list of them. */
const KUSTOMIZATION = 'kustomization.yaml';
/** Shows the Secret's keys; the operator makes the Secret, so kustomize applies no copy of it. */
const SECRET_EXAMPLE = 'secret.example.yaml';

interface KubernetesObject {
  apiVersion: string;
  kind: string;
  metadata: { name: string };
}

const files = readdirSync(path.join(REPOSITORY, FOLDER))
  .filter((file) => file.endsWith('.yaml'))
  .sort();
const manifests = files
  .filter((file) => file !== KUSTOMIZATION)
  .flatMap((file) =>
    yamlDocuments(`${FOLDER}/${file}`).map((object) => ({
      file,
      object: object as KubernetesObject,
    })),
  );

/** The one object of that kind and name. */
function find<T>(kind: string, name: string): T {
  const found = manifests.filter(
    ({ object }) => object.kind === kind && object.metadata.name === name,
  );
  expect(found).toHaveLength(1);
  return found[0]!.object as T;
}

const api = () => find<Deployment>('Deployment', 'postpilot-api');
const worker = () => find<Deployment>('Deployment', 'postpilot-worker');
const configMap = () => find<ConfigMap>('ConfigMap', 'postpilot');
const containerOf = (deployment: Deployment): Container => {
  expect(deployment.spec!.template.spec!.containers).toHaveLength(1);
  return deployment.spec!.template.spec!.containers[0]!;
};
/** A container's environment: its own variables over the ConfigMap's. */
const environmentOf = (container: Container): Record<string, string> => ({
  ...configMap().data,
  ...Object.fromEntries((container.env ?? []).map(({ name, value }) => [name, value ?? ''])),
});
const portNamed = (container: Container, name: string) =>
  container.ports?.find((port) => port.name === name)?.containerPort;
/** Whether `selector` picks the pods `deployment` makes. */
const selects = (selector: Record<string, string> | undefined, deployment: Deployment) =>
  Object.entries(selector ?? {}).every(
    ([key, value]) => deployment.spec!.template.metadata!.labels![key] === value,
  );

describe('every manifest', () => {
  it('is valid for the Kubernetes API: its JSON schema (kubernetes-models) accepts it', async () => {
    expect(manifests.length).toBeGreaterThanOrEqual(10);
    const refused: string[] = [];
    for (const { file, object } of manifests) {
      // kubernetes-models/<group>/<version>/<Kind>, the core group's as v1/<Kind>.
      const models = (await import(
        `kubernetes-models/${object.apiVersion}/${object.kind}`
      )) as Record<string, new (data: unknown) => { validate: () => void }>;
      try {
        new models[object.kind]!(object).validate();
      } catch (error) {
        refused.push(`${file} ${object.kind}/${object.metadata.name}: ${(error as Error).message}`);
      }
    }
    expect(refused).toEqual([]);
  });

  it('has no field its kind does not know, as the API server’s strict field validation would say', () => {
    // The schemas allow fields they do not list; the types of kubernetes-types do not, so each
    // object is compiled as a literal of its type (a misspelt `readinesProbe` is an error).
    const modules: Record<string, string> = {
      v1: 'core/v1',
      'apps/v1': 'apps/v1',
      'batch/v1': 'batch/v1',
      'policy/v1': 'policy/v1',
      'autoscaling/v2': 'autoscaling/v2',
      'networking.k8s.io/v1': 'networking/v1',
    };
    const lines: string[] = [];
    const origin: string[] = [];
    manifests.forEach(({ file, object }, i) => {
      const module = modules[object.apiVersion];
      expect({ file, module }).toEqual({ file, module: expect.any(String) });
      lines.push(`import type * as t${i} from 'kubernetes-types/${module}';`);
      origin.push(`${file} ${object.kind}/${object.metadata.name}`);
      lines.push(`export const o${i}: t${i}.${object.kind} = ${JSON.stringify(object)};`);
    });
    const fileName = path.join(__dirname, 'kubernetes-manifests.ts');
    const options: ts.CompilerOptions = {
      strict: true,
      noEmit: true,
      module: ts.ModuleKind.CommonJS,
      moduleResolution: ts.ModuleResolutionKind.Node10,
      types: [],
      lib: ['lib.es2022.d.ts'],
    };
    const host = ts.createCompilerHost(options);
    const source = lines.join('\n');
    const readFile = host.readFile.bind(host);
    const getSourceFile = host.getSourceFile.bind(host);
    host.fileExists = (name) => name === fileName || ts.sys.fileExists(name);
    host.readFile = (name) => (name === fileName ? source : readFile(name));
    host.getSourceFile = (name, version) =>
      name === fileName ? ts.createSourceFile(name, source, version) : getSourceFile(name, version);
    const program = ts.createProgram([fileName], options, host);
    const errors = ts.getPreEmitDiagnostics(program).map((diagnostic) => {
      const line = diagnostic.file?.getLineAndCharacterOfPosition(diagnostic.start ?? 0).line ?? 0;
      return `${origin[Math.floor(line / 2)] ?? '?'}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ')}`;
    });
    expect(errors).toEqual([]);
  });

  it('is applied by kustomization.yaml, all but the Secret example, with the image the pods name', () => {
    const kustomization = parse(repositoryFile(`${FOLDER}/${KUSTOMIZATION}`)) as {
      resources: string[];
      images: { name: string; newName?: string; newTag?: string }[];
    };
    expect([...kustomization.resources].sort()).toEqual(
      files.filter((file) => file !== KUSTOMIZATION && file !== SECRET_EXAMPLE),
    );
    const images = new Set(kustomization.images.map((image) => image.name));
    for (const deployment of [api(), worker()]) {
      expect(images.has(containerOf(deployment).image!)).toBe(true);
    }
    const migrate = find<Job>('Job', 'postpilot-migrate').spec!.template.spec!.containers[0]!;
    expect(images.has(migrate.image!)).toBe(true);
  });

  it('names only variables docs/configuration.md describes, and ConfigMaps and Secrets that exist', () => {
    const documented = documentedVariables();
    const secret = find<Secret>('Secret', 'postpilot');
    const named = [
      ...Object.keys(configMap().data ?? {}),
      ...Object.keys(secret.stringData ?? {}),
      ...[api(), worker()].flatMap((deployment) =>
        (containerOf(deployment).env ?? []).map((variable) => variable.name),
      ),
    ];
    expect(named.filter((name) => !documented.has(name))).toEqual([]);
    for (const deployment of [
      api(),
      worker(),
      find<Job>('Job', 'postpilot-migrate') as unknown as Deployment,
    ]) {
      for (const source of containerOf(deployment).envFrom ?? []) {
        if (source.configMapRef) find<ConfigMap>('ConfigMap', source.configMapRef.name!);
        if (source.secretRef) expect(source.secretRef.name).toBe(secret.metadata!.name);
      }
    }
  });
});

describe('the API', () => {
  const servers: Server[] = [];
  afterAll(() =>
    Promise.all(
      servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve()))),
    ),
  );

  /** The status the app's health routes give `probe` (on a server of their own). */
  async function answerTo(probe: Probe): Promise<number> {
    const health = new Health({}, { loopDelayLimitMs: 60_000, checkTimeoutMs: 1_000 });
    const server = await serveHealth(health, 0);
    servers.push(server);
    const { port } = server.address() as AddressInfo;
    const res = await fetch(`http://127.0.0.1:${port}${probe.httpGet!.path}`);
    health.close();
    return res.status;
  }

  it('runs two pods or more, rolled one new pod at a time with none taken away first', () => {
    const { spec } = api();
    expect(spec!.replicas).toBeGreaterThanOrEqual(2);
    expect(spec!.strategy).toEqual({
      type: 'RollingUpdate',
      rollingUpdate: { maxUnavailable: 0, maxSurge: 1 },
    });
    expect(selects(spec!.selector.matchLabels, api())).toBe(true);
  });

  it('is probed on the app’s health routes, on the port it listens on', async () => {
    const container = containerOf(api());
    const listens = Number(environmentOf(container).PORT ?? '4000');
    expect(portNamed(container, 'http')).toBe(listens);
    const { readinessProbe, livenessProbe, startupProbe } = container;
    expect(readinessProbe!.httpGet).toEqual({ path: '/health/ready', port: 'http' });
    expect(livenessProbe!.httpGet).toEqual({ path: '/health/live', port: 'http' });
    expect(startupProbe!.httpGet).toEqual({ path: '/health/live', port: 'http' });
    for (const probe of [readinessProbe!, livenessProbe!]) expect(await answerTo(probe)).toBe(200);
    // A probe waits longer than a readiness check may take.
    const checkMs = Number(environmentOf(container).HEALTH_CHECK_TIMEOUT_MS);
    expect(readinessProbe!.timeoutSeconds! * 1000).toBeGreaterThan(checkMs);
  });

  it('is given longer to stop than its preStop pause and SHUTDOWN_TIMEOUT_MS together', () => {
    const { spec } = api().spec!.template;
    const container = containerOf(api());
    const pause = container.lifecycle!.preStop!.exec!.command!;
    expect(pause[0]).toBe('sleep');
    const shutdownMs = Number(environmentOf(container).SHUTDOWN_TIMEOUT_MS);
    expect(shutdownMs).toBeGreaterThan(0);
    expect(spec!.terminationGracePeriodSeconds! * 1000).toBeGreaterThan(
      Number(pause[1]) * 1000 + shutdownMs,
    );
  });

  it('runs the API itself (no npm in between, so it gets SIGTERM), leaving migrations to the Job', () => {
    const container = containerOf(api());
    expect(container.command!.join(' ')).toBe(npmScripts()['start:api']);
    expect(environmentOf(container).MIGRATE_ON_START).toBe('false');
  });

  it('keeps a pod through disruptions, scales on CPU from two pods, and is reached by Service and Ingress', () => {
    const budget = find<PodDisruptionBudget>('PodDisruptionBudget', 'postpilot-api');
    expect(selects(budget.spec!.selector!.matchLabels, api())).toBe(true);
    expect(budget.spec!.minAvailable).toBe(1);

    const autoscaler = find<HorizontalPodAutoscaler>('HorizontalPodAutoscaler', 'postpilot-api');
    expect(autoscaler.spec!.scaleTargetRef).toEqual({
      apiVersion: 'apps/v1',
      kind: 'Deployment',
      name: api().metadata!.name,
    });
    expect(autoscaler.spec!.minReplicas).toBe(api().spec!.replicas);
    expect(autoscaler.spec!.maxReplicas).toBeGreaterThan(autoscaler.spec!.minReplicas!);
    expect(autoscaler.spec!.metrics![0]!.resource!.name).toBe('cpu');
    // Utilization is measured against what the pod requests.
    expect(containerOf(api()).resources!.requests!.cpu).toBeDefined();

    const service = find<Service>('Service', 'postpilot-api');
    expect(selects(service.spec!.selector, api())).toBe(true);
    const [servicePort] = service.spec!.ports!;
    expect(portNamed(containerOf(api()), String(servicePort!.targetPort))).toBeDefined();

    const ingress = find<Ingress>('Ingress', 'postpilot');
    const backends = ingress.spec!.rules!.flatMap((rule) =>
      rule.http!.paths.map((route) => route.backend.service!),
    );
    expect(backends).toEqual([{ name: service.metadata!.name, port: { name: servicePort!.name } }]);
  });
});

describe('the worker', () => {
  it('runs two, probed on WORKER_HEALTH_PORT, given longer to stop than SHUTDOWN_TIMEOUT_MS', () => {
    const deployment = worker();
    const container = containerOf(deployment);
    const environment = environmentOf(container);
    expect(deployment.spec!.replicas).toBeGreaterThanOrEqual(2);
    expect(container.command!.join(' ')).toBe(npmScripts()['start:worker']);
    expect(portNamed(container, 'health')).toBe(Number(environment.WORKER_HEALTH_PORT));
    expect(container.readinessProbe!.httpGet).toEqual({ path: '/health/ready', port: 'health' });
    expect(container.livenessProbe!.httpGet).toEqual({ path: '/health/live', port: 'health' });
    expect(deployment.spec!.template.spec!.terminationGracePeriodSeconds! * 1000).toBeGreaterThan(
      Number(environment.SHUTDOWN_TIMEOUT_MS),
    );
    const budget = find<PodDisruptionBudget>('PodDisruptionBudget', 'postpilot-worker');
    expect(selects(budget.spec!.selector!.matchLabels, deployment)).toBe(true);
  });
});

describe('the migrations Job', () => {
  it('runs `npm run migrate` once, never restarting in place, with the pods’ configuration', () => {
    const job = find<Job>('Job', 'postpilot-migrate');
    const [container] = job.spec!.template.spec!.containers;
    expect(container!.command).toEqual(['npm', 'run', 'migrate']);
    expect(npmScripts().migrate).toBeDefined();
    expect(job.spec!.template.spec!.restartPolicy).toBe('Never');
    expect(container!.envFrom).toEqual(containerOf(api()).envFrom);
  });
});
