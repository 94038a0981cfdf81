import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parse, parseAllDocuments } from 'yaml';
import { Deployment } from 'kubernetes-models/apps/v1';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2';
import { Job } from 'kubernetes-models/batch/v1';
import { Ingress, NetworkPolicy } from 'kubernetes-models/networking.k8s.io/v1';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1';
import { ConfigMap, Namespace, Secret, Service } from 'kubernetes-models/v1';
import type { IContainer } from 'kubernetes-models/v1/Container';
import type { IPodTemplateSpec } from 'kubernetes-models/v1/PodTemplateSpec';
import { DEFAULT_PORTS, SERVICE_NAMES, type ServiceName } from '@sl/server-kit';
import { ROOT, packageDir } from '../start/packages';

const DEPLOY = path.join(ROOT, 'deploy');
const K8S = path.join(DEPLOY, 'k8s');
const OVERLAYS = readdirSync(path.join(K8S, 'overlays')).map((name) => path.join(K8S, 'overlays', name));
/** The annotation a Deployment without an autoscaler must carry, saying why it has none. */
const NO_AUTOSCALING = 'sporting-life.example/no-autoscaling-reason';

type Obj = Record<string, unknown>;
const isObj = (value: unknown): value is Obj =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

interface Generator {
  name: string;
  behavior?: 'create' | 'merge' | 'replace';
  envs?: string[];
  literals?: string[];
}

/** The parts of kustomize's Kustomization these manifests use; anything else would go unrendered here. */
interface Kustomization {
  namespace?: string;
  resources?: string[];
  images?: Array<{ name: string; newName?: string; newTag?: string }>;
  configMapGenerator?: Generator[];
  secretGenerator?: Generator[];
  patches?: Array<{ path: string }>;
}
const KUSTOMIZATION_FIELDS = new Set([
  'apiVersion',
  'kind',
  'namespace',
  'resources',
  'images',
  'configMapGenerator',
  'secretGenerator',
  'patches',
]);

function yamlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.ya?ml$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

function documents(file: string): Obj[] {
  return parseAllDocuments(readFileSync(file, 'utf8')).map((doc, index) => {
    if (doc.errors.length > 0) throw new Error(`${file} document ${index + 1}: ${doc.errors[0]!.message}`);
    const value: unknown = doc.toJS();
    if (!isObj(value)) throw new Error(`${file} document ${index + 1} is not a mapping`);
    return value;
  });
}

function kustomization(dir: string): Kustomization {
  const [doc] = documents(path.join(dir, 'kustomization.yaml'));
  if (!doc || doc.kind !== 'Kustomization')
    throw new Error(`${dir}/kustomization.yaml is not a Kustomization`);
  const unknown = Object.keys(doc).filter((key) => !KUSTOMIZATION_FIELDS.has(key));
  if (unknown.length > 0)
    throw new Error(`${dir}/kustomization.yaml uses ${unknown.join(', ')}, not rendered here`);
  return doc as Kustomization;
}

/** KEY=value lines, as kustomize reads an env file; a git-ignored secrets file is read from its .example. */
function envFile(file: string): Record<string, string> {
  const source = existsSync(file) ? file : `${file}.example`;
  return Object.fromEntries(
    readFileSync(source, 'utf8')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line && !line.startsWith('#'))
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  );
}

/** A strategic merge as kustomize does it for these patches: maps merge, lists of named items merge by name. */
function merge(target: unknown, patch: unknown): unknown {
  if (isObj(target) && isObj(patch)) {
    const out: Obj = { ...target };
    for (const [key, value] of Object.entries(patch))
      out[key] = key in target ? merge(target[key], value) : value;
    return out;
  }
  const named = (list: unknown[]) => list.every((item) => isObj(item) && typeof item.name === 'string');
  if (Array.isArray(target) && Array.isArray(patch) && named(target) && named(patch)) {
    const out = [...target] as Obj[];
    for (const item of patch as Obj[]) {
      const at = out.findIndex((existing) => existing.name === item.name);
      if (at >= 0) out[at] = merge(out[at], item) as Obj;
      else out.push(item);
    }
    return out;
  }
  return patch;
}

const metadataOf = (object: Obj) => object.metadata as { name: string; namespace?: string };
const key = (object: Obj) => `${String(object.kind)}/${metadataOf(object).name}`;

function podTemplateOf(object: Obj): Obj | undefined {
  const spec = object.spec;
  return isObj(spec) && isObj(spec.template) ? spec.template : undefined;
}

/** What `kustomize build <dir>` gives, for the features listed in Kustomization (generated names keep no hash). */
function render(dir: string): Obj[] {
  const k = kustomization(dir);
  let objects: Obj[] = [];
  for (const resource of k.resources ?? []) {
    const target = path.join(dir, resource);
    objects.push(...(statSync(target).isDirectory() ? render(target) : documents(target)));
  }
  const generate = (kind: 'ConfigMap' | 'Secret', generator: Generator) => {
    const entries: Record<string, string> = {};
    for (const file of generator.envs ?? []) Object.assign(entries, envFile(path.join(dir, file)));
    for (const literal of generator.literals ?? [])
      entries[literal.slice(0, literal.indexOf('='))] = literal.slice(literal.indexOf('=') + 1);
    const data =
      kind === 'Secret'
        ? Object.fromEntries(
            Object.entries(entries).map(([k2, v]) => [k2, Buffer.from(v).toString('base64')]),
          )
        : entries;
    const existing = objects.find((object) => key(object) === `${kind}/${generator.name}`);
    if (generator.behavior === 'merge' || generator.behavior === 'replace') {
      if (!existing)
        throw new Error(`${dir}: ${kind} ${generator.name} to ${generator.behavior} is not in the base`);
      existing.data = generator.behavior === 'merge' ? { ...(existing.data as Obj), ...data } : data;
    } else {
      if (existing) throw new Error(`${dir}: ${kind} ${generator.name} is generated twice`);
      objects.push({ apiVersion: 'v1', kind, metadata: { name: generator.name }, data });
    }
  };
  for (const generator of k.configMapGenerator ?? []) generate('ConfigMap', generator);
  for (const generator of k.secretGenerator ?? []) generate('Secret', generator);
  for (const patch of k.patches ?? []) {
    for (const doc of documents(path.join(dir, patch.path))) {
      const at = objects.findIndex((object) => key(object) === key(doc));
      if (at < 0) throw new Error(`${dir}/${patch.path}: ${key(doc)} is not in the resources it patches`);
      objects[at] = merge(objects[at], doc) as Obj;
    }
  }
  if (k.namespace) {
    const namespace = k.namespace;
    objects = objects.map((object) =>
      object.kind === 'Namespace' ? object : { ...object, metadata: { ...metadataOf(object), namespace } },
    );
  }
  for (const image of k.images ?? []) {
    for (const object of objects) {
      const spec = podTemplateOf(object)?.spec;
      if (!isObj(spec)) continue;
      for (const container of spec.containers as Obj[]) {
        const [name, tag] = String(container.image).split(':');
        if (name === image.name)
          container.image = `${image.newName ?? name}:${image.newTag ?? tag ?? 'latest'}`;
      }
    }
  }
  return objects;
}

/** Each kind these manifests use, with the model that validates it against the Kubernetes OpenAPI schema. */
type Validating = new (data: never) => { validate(): void };
const MODELS: Record<string, Validating> = {
  'apps/v1 Deployment': Deployment,
  'autoscaling/v2 HorizontalPodAutoscaler': HorizontalPodAutoscaler,
  'batch/v1 Job': Job,
  'networking.k8s.io/v1 Ingress': Ingress,
  'networking.k8s.io/v1 NetworkPolicy': NetworkPolicy,
  'policy/v1 PodDisruptionBudget': PodDisruptionBudget,
  'v1 ConfigMap': ConfigMap,
  'v1 Namespace': Namespace,
  'v1 Secret': Secret,
  'v1 Service': Service,
};

function validate(object: Obj, where: string): void {
  const Model = MODELS[`${String(object.apiVersion)} ${String(object.kind)}`];
  if (!Model)
    throw new Error(`${where}: no schema here for ${String(object.apiVersion)} ${String(object.kind)}`);
  // The models take their own typed shape; this is a parsed document of unknown shape, which validate() checks.
  const model = new Model(object as never);
  try {
    model.validate();
  } catch (error) {
    throw new Error(`${where}: ${key(object)} ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** A quantity in base units: cores for cpu ('250m', '2'), bytes for memory ('512Mi', '1Gi'). */
function quantity(value: string | number | undefined): number {
  if (value === undefined) return Number.NaN;
  const match = /^([\d.]+)(m|Ki|Mi|Gi|k|M|G)?$/.exec(String(value));
  if (!match) return Number.NaN;
  const scale: Record<string, number> = {
    m: 1e-3,
    Ki: 2 ** 10,
    Mi: 2 ** 20,
    Gi: 2 ** 30,
    k: 1e3,
    M: 1e6,
    G: 1e9,
  };
  return Number(match[1]) * (match[2] ? scale[match[2]]! : 1);
}

interface Site {
  objects: Obj[];
  deployments: Deployment[];
  pods: Array<{ owner: string; template: IPodTemplateSpec }>;
  of<T>(kind: string, Model: new (data: never) => T): T[];
}

function site(dir: string): Site {
  const objects = render(dir);
  const of = <T>(kind: string, Model: new (data: never) => T) =>
    objects.filter((object) => object.kind === kind).map((object) => new Model(object as never));
  const deployments = of('Deployment', Deployment);
  const pods = [
    ...deployments.map((d) => ({ owner: `Deployment/${d.metadata!.name!}`, template: d.spec!.template })),
    ...of('Job', Job).map((j) => ({ owner: `Job/${j.metadata!.name!}`, template: j.spec!.template })),
  ];
  return { objects, deployments, pods, of };
}

const containersOf = (template: IPodTemplateSpec): IContainer[] => template.spec?.containers ?? [];

/**
 * The demo members' addresses, which the account service seeds with public passwords. Without the seed anyone may
 * register one of them (registration does not verify an email address), so none may be a release manager there.
 */
function demoAddresses(): string[] {
  const identity = path.join(packageDir('account'), 'server', 'identity');
  const source = ['seed.ts', 'roles.ts']
    .map((file) => readFileSync(path.join(identity, file), 'utf8'))
    .join('\n');
  const addresses = [...source.matchAll(/'([\w.+-]+@[\w.-]+)'/g)].map((m) => m[1]!.toLowerCase());
  // Read from the code so a new demo member is covered; the release manager is the one that matters most.
  expect(addresses).toContain('release@example.com');
  return addresses;
}

/** A comma-separated email list as the account service reads RELEASE_MANAGERS: trimmed, any case, blanks dropped. */
const emailList = (value: string) =>
  value
    .split(',')
    .map((email) => email.trim().toLowerCase())
    .filter(Boolean);

describe('the Kubernetes manifests (deploy/k8s)', () => {
  const kustomizationDirs = yamlFiles(K8S)
    .filter((file) => path.basename(file) === 'kustomization.yaml')
    .map((file) => path.dirname(file));

  it('parse, every document of every file', () => {
    const files = yamlFiles(K8S);
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) expect(documents(file).length).toBeGreaterThan(0);
  });

  it('name only files that exist, and every file is named by some kustomization', () => {
    const named = new Set<string>();
    for (const dir of kustomizationDirs) {
      const k = kustomization(dir);
      named.add(path.join(dir, 'kustomization.yaml'));
      for (const resource of k.resources ?? []) {
        const target = path.join(dir, resource);
        expect({ resource: target, exists: existsSync(target) }).toEqual({ resource: target, exists: true });
        if (statSync(target).isDirectory())
          expect(existsSync(path.join(target, 'kustomization.yaml'))).toBe(true);
        else named.add(target);
      }
      for (const patch of k.patches ?? []) {
        named.add(path.join(dir, patch.path));
        expect(existsSync(path.join(dir, patch.path))).toBe(true);
      }
      for (const generator of [...(k.configMapGenerator ?? []), ...(k.secretGenerator ?? [])])
        for (const file of generator.envs ?? [])
          expect(existsSync(path.join(dir, file)) || existsSync(path.join(dir, `${file}.example`))).toBe(
            true,
          );
    }
    expect(yamlFiles(K8S).filter((file) => !named.has(file))).toEqual([]);
  });

  it('keep every secret env file out of git, with an example of its keys committed beside it', () => {
    for (const dir of kustomizationDirs) {
      for (const generator of kustomization(dir).secretGenerator ?? []) {
        for (const file of generator.envs ?? []) {
          const secrets = path.join(dir, file);
          expect(existsSync(`${secrets}.example`)).toBe(true);
          // Exit status 0 when git ignores the path (throws otherwise).
          expect(() =>
            execFileSync('git', ['check-ignore', '-q', '--no-index', secrets], { cwd: ROOT }),
          ).not.toThrow();
        }
      }
    }
  });

  it('validate against the Kubernetes schemas, as written and as each overlay renders them', () => {
    for (const file of yamlFiles(K8S)) {
      if (path.basename(file) === 'kustomization.yaml' || file.includes(`${path.sep}patches${path.sep}`))
        continue;
      for (const doc of documents(file)) validate(doc, path.relative(ROOT, file));
    }
    for (const dir of OVERLAYS) for (const object of render(dir)) validate(object, path.relative(ROOT, dir));
  });

  describe.each(OVERLAYS.map((dir) => [path.basename(dir), dir]))('rendered for %s', (_name, dir) => {
    const { objects, deployments, pods, of } = site(dir);
    const config = of('ConfigMap', ConfigMap).find((c) => c.metadata?.name === 'sl-config')?.data ?? {};
    const services = of('Service', Service);
    const hpas = of('HorizontalPodAutoscaler', HorizontalPodAutoscaler);

    it('run every service the code has, each listening where its container port says', () => {
      for (const name of SERVICE_NAMES) {
        const deployment = deployments.find((d) => d.metadata?.name === name);
        expect(deployment).toBeDefined();
        const [container] = containersOf(deployment!.spec!.template);
        // The services read <NAME>_PORT (default DEFAULT_PORTS) and HOST (default localhost: unreachable).
        const portEnv = container?.env?.find((e) => e.name === `${name.toUpperCase()}_PORT`)?.value;
        const port = Number(portEnv ?? config[`${name.toUpperCase()}_PORT`] ?? DEFAULT_PORTS[name]);
        expect(container?.ports?.map((p) => p.containerPort)).toEqual([port]);
      }
      expect(config.HOST).toBe('0.0.0.0');
    });

    it('probe every container: readiness on /readyz, liveness on /healthz, at a port it declares', () => {
      for (const deployment of deployments) {
        for (const container of containersOf(deployment.spec!.template)) {
          const where = `${deployment.metadata!.name!}/${container.name}`;
          const ports = (container.ports ?? []).flatMap((p) => [p.name, p.containerPort]);
          expect({ where, readiness: container.readinessProbe?.httpGet?.path }).toEqual({
            where,
            readiness: '/readyz',
          });
          expect({ where, liveness: container.livenessProbe?.httpGet?.path }).toEqual({
            where,
            liveness: '/healthz',
          });
          expect(ports).toContain(container.readinessProbe!.httpGet!.port);
          expect(ports).toContain(container.livenessProbe!.httpGet!.port);
        }
      }
    });

    it('run every pod as a non-root user with no privileges and a read-only root, writing only to /tmp', () => {
      for (const { owner, template } of pods) {
        const pod = template.spec!.securityContext;
        expect({ owner, runAsNonRoot: pod?.runAsNonRoot }).toEqual({ owner, runAsNonRoot: true });
        expect(pod?.runAsUser).toBeGreaterThan(0);
        expect(pod?.seccompProfile?.type).toBe('RuntimeDefault');
        for (const container of containersOf(template)) {
          const own = container.securityContext;
          expect({ owner, own }).toMatchObject({
            owner,
            own: {
              allowPrivilegeEscalation: false,
              readOnlyRootFilesystem: true,
              capabilities: { drop: ['ALL'] },
            },
          });
          expect(own?.runAsUser ?? pod?.runAsUser).not.toBe(0);
          expect(container.volumeMounts?.map((m) => m.mountPath)).toContain('/tmp');
        }
      }
    });

    it('give every container requests and limits for cpu and memory, requests within limits', () => {
      for (const { owner, template } of pods) {
        for (const container of containersOf(template)) {
          const { requests = {}, limits = {} } = container.resources ?? {};
          for (const resource of ['cpu', 'memory']) {
            const [request, limit] = [quantity(requests[resource]), quantity(limits[resource])];
            expect({ owner, resource, request: request > 0, limit: limit > 0 }).toEqual({
              owner,
              resource,
              request: true,
              limit: true,
            });
            expect(request).toBeLessThanOrEqual(limit);
          }
        }
      }
    });

    it('autoscale every Deployment, or say why not, and leave the replica count to the autoscaler', () => {
      for (const deployment of deployments) {
        const name = deployment.metadata!.name!;
        const hpa = hpas.find(
          (h) => h.spec?.scaleTargetRef.kind === 'Deployment' && h.spec.scaleTargetRef.name === name,
        );
        const reason = deployment.metadata?.annotations?.[NO_AUTOSCALING]?.trim();
        expect({ name, autoscaled: Boolean(hpa) || Boolean(reason) }).toEqual({ name, autoscaled: true });
        if (hpa) {
          expect({ name, replicas: deployment.spec?.replicas }).toEqual({ name, replicas: undefined });
          expect(hpa.spec!.minReplicas ?? 1).toBeLessThanOrEqual(hpa.spec!.maxReplicas);
          // A utilisation target is a share of the request: without one the autoscaler cannot act.
          expect(hpa.spec!.metrics?.some((m) => m.resource?.name === 'cpu')).toBe(true);
        }
      }
      for (const hpa of hpas)
        expect(deployments.map((d) => d.metadata?.name)).toContain(hpa.spec!.scaleTargetRef.name);
      for (const name of SERVICE_NAMES) expect(hpas.map((h) => h.spec!.scaleTargetRef.name)).toContain(name);
    });

    it('resolve every Secret and ConfigMap a pod reads, with the keys it reads', () => {
      const data = (kind: string, name: string) => {
        const found = objects.find((object) => key(object) === `${kind}/${name}`);
        return found && isObj(found.data) ? found.data : undefined;
      };
      for (const { owner, template } of pods) {
        for (const container of containersOf(template)) {
          for (const source of container.envFrom ?? []) {
            const ref = source.configMapRef ?? source.secretRef;
            const kind = source.configMapRef ? 'ConfigMap' : 'Secret';
            expect({ owner, kind, found: Boolean(ref && data(kind, ref.name!)) }).toEqual({
              owner,
              kind,
              found: true,
            });
          }
          for (const { name, valueFrom } of container.env ?? []) {
            const ref = valueFrom?.secretKeyRef ?? valueFrom?.configMapKeyRef;
            if (!ref) continue;
            const kind = valueFrom?.secretKeyRef ? 'Secret' : 'ConfigMap';
            expect({
              owner,
              name,
              found: Object.keys(data(kind, ref.name!) ?? {}).includes(ref.key),
            }).toEqual({
              owner,
              name,
              found: true,
            });
          }
        }
      }
    });

    it('give every service its database and Redis, and each secret it would otherwise make up per replica', () => {
      for (const name of SERVICE_NAMES) {
        const container = containersOf(
          deployments.find((d) => d.metadata?.name === name)!.spec!.template,
        )[0]!;
        const fromSecret = (container.env ?? []).filter((e) => e.valueFrom?.secretKeyRef).map((e) => e.name);
        // loadSecret(process.env.X, …) generates X into the pod's own data folder when X is unset: each replica
        // would sign with a different key.
        const main = readFileSync(path.join(packageDir(name), 'server', 'main.ts'), 'utf8');
        const generated = [...main.matchAll(/loadSecret\(\s*process\.env\.(\w+)/g)].map((m) => m[1]!);
        expect(fromSecret.sort()).toEqual(
          expect.arrayContaining(['DATABASE_URL', 'REDIS_URL', ...generated]),
        );
      }
    });

    it('read from the Secret only keys some pod takes (no leftover such as the retired release token)', () => {
      const secret = objects.find((object) => key(object) === 'Secret/sl-secrets');
      const taken = new Set(
        pods.flatMap(({ template }) =>
          containersOf(template).flatMap((container) =>
            (container.env ?? []).flatMap((e) =>
              e.valueFrom?.secretKeyRef ? [e.valueFrom.secretKeyRef.key] : [],
            ),
          ),
        ),
      );
      const wholeSecret = pods.some(({ template }) =>
        containersOf(template).some((c) =>
          c.envFrom?.some((source) => source.secretRef?.name === 'sl-secrets'),
        ),
      );
      const keys = Object.keys(isObj(secret?.data) ? secret.data : {});
      expect(keys.length).toBeGreaterThan(0);
      if (!wholeSecret) expect(keys.filter((k2) => !taken.has(k2))).toEqual([]);
    });

    it('tell the account service who may release, never a demo address where no demo member is seeded', () => {
      const account = containersOf(
        deployments.find((d) => d.metadata?.name === 'account')!.spec!.template,
      )[0]!;
      const entry = account.env?.find((e) => e.name === 'RELEASE_MANAGERS');
      const fromConfig = entry?.valueFrom?.configMapKeyRef;
      // An explicit value, a key of sl-config (checked to exist above), or sl-config whole through envFrom.
      const value = entry
        ? (entry.value ?? (fromConfig?.name === 'sl-config' ? config[fromConfig.key] : undefined))
        : config.RELEASE_MANAGERS;
      // Unset, the service falls back on its demo default: every overlay says who, even no one (empty).
      expect({ releaseManagers: typeof value }).toEqual({ releaseManagers: 'string' });
      const demo = demoAddresses();
      const seeded =
        (account.env?.find((e) => e.name === 'ACCOUNT_SEED_DEMO')?.value ?? config.ACCOUNT_SEED_DEMO) !==
        'false';
      if (!seeded) expect(emailList(value!).filter((email) => demo.includes(email))).toEqual([]);
    });

    it('point each internal URL at a Service in front of that service', () => {
      for (const name of SERVICE_NAMES) {
        const url = new URL(config[`${name.toUpperCase()}_INTERNAL_URL`] ?? 'http://missing');
        const service = services.find((s) => s.metadata?.name === url.hostname);
        expect({ name, service: service?.metadata?.name }).toEqual({ name, service: url.hostname });
        expect(service!.spec!.ports!.map((p) => p.port)).toContain(Number(url.port || 80));
        expect(service!.spec!.selector).toEqual({ 'app.kubernetes.io/name': name });
      }
    });

    it('select pods with every Service, on a port their containers declare', () => {
      for (const service of services) {
        const selector = Object.entries(service.spec!.selector ?? {});
        const targets = deployments.filter((d) =>
          selector.every(([label, value]) => d.spec!.template.metadata?.labels?.[label] === value),
        );
        expect({ service: service.metadata!.name, targets: targets.length }).toEqual({
          service: service.metadata!.name,
          targets: 1,
        });
        const declared = containersOf(targets[0]!.spec!.template).flatMap((c) =>
          (c.ports ?? []).flatMap((p) => [p.name, p.containerPort]),
        );
        for (const port of service.spec!.ports ?? [])
          expect(declared).toContain(port.targetPort ?? port.port);
      }
    });

    it('route / of a host to the shell, and every Ingress backend to a Service port that exists', () => {
      const [ingress] = of('Ingress', Ingress);
      const routes = (ingress?.spec?.rules ?? []).flatMap((rule) =>
        (rule.http?.paths ?? []).map((p) => ({ host: rule.host, path: p.path, backend: p.backend.service })),
      );
      expect(routes.some((r) => r.path === '/' && r.backend?.name === 'shell')).toBe(true);
      for (const route of routes) {
        const service = services.find((s) => s.metadata?.name === route.backend?.name);
        expect(service?.spec?.ports?.map((p) => p.name)).toContain(route.backend?.port?.name);
      }
      for (const tls of ingress?.spec?.tls ?? [])
        for (const host of tls.hosts ?? []) expect(routes.map((r) => r.host)).toContain(host);
    });

    it('pin every image to a release tag', () => {
      for (const { owner, template } of pods)
        for (const container of containersOf(template))
          expect({ owner, image: container.image }).toEqual({
            owner,
            image: expect.stringMatching(/^[\w.-]+(\/[\w.-]+)+:(?!latest$)[\w.-]+$/) as unknown,
          });
    });
  });
});

describe('the compose file (deploy/compose.yaml)', () => {
  const compose = parse(readFileSync(path.join(DEPLOY, 'compose.yaml'), 'utf8'), { merge: true }) as {
    services: Record<string, Obj>;
  };
  const services = Object.entries(compose.services);
  const dockerfile = readFileSync(path.join(DEPLOY, 'images', 'Dockerfile'), 'utf8');
  const stages = [...dockerfile.matchAll(/^FROM\s+\S+\s+AS\s+([\w-]+)/gim)].map((m) => m[1]);

  it('gives every service a healthcheck, and waits only on healthy ones', () => {
    expect(services.length).toBeGreaterThan(0);
    for (const [name, service] of services) {
      const healthcheck = service.healthcheck as { test?: unknown; disable?: boolean } | undefined;
      expect({ name, test: Boolean(healthcheck?.test) && !healthcheck?.disable }).toEqual({
        name,
        test: true,
      });
      const dependsOn = service.depends_on ?? {};
      expect(isObj(dependsOn)).toBe(true);
      for (const [dependency, condition] of Object.entries(dependsOn as Obj)) {
        expect(compose.services[dependency]).toBeDefined();
        expect({ name, dependency, condition }).toEqual({
          name,
          dependency,
          condition: { condition: 'service_healthy' },
        });
      }
    }
  });

  it('runs every service on PostgreSQL 16 and Redis 7, the shell published on port 3000', () => {
    expect(compose.services.postgres?.image).toMatch(/^postgres:16(\b|-)/);
    expect(compose.services.redis?.image).toMatch(/^redis:7(\b|-)/);
    for (const name of SERVICE_NAMES) {
      const environment = compose.services[name]?.environment as Record<string, string> | undefined;
      expect(environment?.DATABASE_URL).toMatch(/^postgres:\/\/.+@postgres:5432\//);
      expect(environment?.REDIS_URL).toMatch(/^redis:\/\/redis:6379/);
      expect(environment?.HOST ?? '0.0.0.0').toBe('0.0.0.0');
    }
    expect(compose.services.shell?.ports).toEqual([expect.stringMatching(/(^|:-)3000\}?:3000$/)]);
  });

  it('tells the account service who may release: someone where the demo is seeded, never a demo address otherwise', () => {
    const environment = compose.services.account?.environment as Record<string, string> | undefined;
    const value = environment?.RELEASE_MANAGERS;
    expect(typeof value).toBe('string');
    // What compose passes when the variable is not set on the host: ${NAME:-default} gives the default.
    const unset = emailList(String(value).replace(/\$\{\w+:?-([^}]*)\}/g, '$1'));
    if (environment?.ACCOUNT_SEED_DEMO === 'false')
      expect(unset.filter((email) => demoAddresses().includes(email))).toEqual([]);
    // Set but empty, the service names no one, and the release CLIs could not be used against this stack.
    else expect(unset.length).toBeGreaterThan(0);
  });

  it('reaches each service at the port it listens on', () => {
    const environment = compose.services.shell?.environment as Record<string, string>;
    for (const name of SERVICE_NAMES) {
      expect(environment[`${name.toUpperCase()}_INTERNAL_URL`]).toBe(`http://${name}:${DEFAULT_PORTS[name]}`);
    }
  });

  it('builds every image from deploy/images/Dockerfile: a stage it has, or a service folder it can run', () => {
    for (const [name, service] of services) {
      const build = service.build as
        { context: string; dockerfile: string; target?: string; args?: Obj } | undefined;
      if (!build) continue;
      expect(path.resolve(DEPLOY, build.context, build.dockerfile)).toBe(
        path.join(DEPLOY, 'images', 'Dockerfile'),
      );
      if (build.target) expect(stages).toContain(build.target);
      else {
        const pkg = String(build.args?.PACKAGE);
        expect({ name, main: existsSync(path.join(ROOT, pkg, 'server', 'main.ts')) }).toEqual({
          name,
          main: true,
        });
        expect(packageDir(name as ServiceName)).toBe(path.join(ROOT, pkg));
      }
    }
    expect(stages).toEqual(expect.arrayContaining(['build', 'static', 'migrate', 'service']));
  });
});
