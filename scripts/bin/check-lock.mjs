// Fails when package-lock.json could not reproduce the install on another platform or would leave a peer out:
// - npm silently leaves an optional platform package out of the lock when it cannot fetch it (no build of that
//   version for that platform) or when it rewrites the lock over an existing node_modules; `npm ci` then refuses
//   the lock on every machine, and a platform's binary is missing.
// - .npmrc sets legacy-peer-deps (so @module-federation/rspack's required peer, the 50 MB @rspack/core, is not
//   installed: we build with webpack), which means npm no longer installs required peers for us: each one must
//   come from a declared dependency. Plain JavaScript, no dependency: it runs before any install.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** Required peers we leave out on purpose, each with the reason. */
export const PEERS_LEFT_OUT = {
  '@module-federation/rspack > @rspack/core':
    'only the rspack bundler path of @module-federation/enhanced loads it; we build with webpack',
};

/** The lock entry key a package at `from` reaches for `name`, walking up node_modules as Node resolves. */
function resolve(packages, from, name) {
  let base = from;
  for (;;) {
    const candidate = `${base ? `${base}/` : ''}node_modules/${name}`;
    if (packages[candidate]) return candidate;
    if (!base) return undefined;
    const parent = base.lastIndexOf('/node_modules/');
    base = parent < 0 ? '' : base.slice(0, parent);
  }
}

const packageName = (key) => key.slice(key.lastIndexOf('node_modules/') + 'node_modules/'.length);

/** Every problem with a parsed package-lock.json (lockfileVersion 3), one readable line each. */
export function lockProblems(lock) {
  const packages = lock.packages ?? {};
  const problems = [];
  for (const [key, entry] of Object.entries(packages)) {
    if (key === '' || entry.link) continue;
    const who = `${entry.name ?? packageName(key)}@${entry.version}`;
    for (const [name, range] of Object.entries(entry.optionalDependencies ?? {})) {
      if (!resolve(packages, key, name))
        problems.push(
          `${who} (${key}) has optional dependency ${name}@${range}, which is not in the lock: ` +
            'npm ci refuses this lock and that platform would get no binary. Pin a version whose platform ' +
            'builds all exist, or rewrite the lock from scratch (remove the entry, npm install --package-lock-only).',
        );
    }
    const meta = entry.peerDependenciesMeta ?? {};
    for (const [name, range] of Object.entries(entry.peerDependencies ?? {})) {
      if (meta[name]?.optional || `${packageName(key)} > ${name}` in PEERS_LEFT_OUT) continue;
      if (!resolve(packages, key, name))
        problems.push(
          `${who} (${key}) needs peer ${name}@${range}, which is not in the lock: with legacy-peer-deps npm ` +
            'does not add peers, so declare it in the package.json that uses ' +
            `${packageName(key)} (or add it to PEERS_LEFT_OUT in scripts/bin/check-lock.mjs with the reason).`,
        );
    }
  }
  return problems;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const file = path.resolve(
    process.argv[2] ?? path.join(import.meta.dirname, '..', '..', 'package-lock.json'),
  );
  const problems = lockProblems(JSON.parse(readFileSync(file, 'utf8')));
  for (const problem of problems) console.error(`lock: ${problem}`);
  if (problems.length > 0) {
    console.error(`lock: ${problems.length} problem(s) in ${file}`);
    process.exit(1);
  }
  console.log(`lock: every optional platform package and required peer is in ${path.basename(file)}`);
}
