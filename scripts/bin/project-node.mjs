// The Node binary the project runs on: the running one when its major is recent enough, else the exact version
// in .nvmrc, fetched once from the npm registry (the node-<os>-<cpu> packages) into .cache/node/v<version>.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { needsOtherNode, nodePackageName, parseNvmrc } from './node-version.mjs';
import { npmCommand } from './npm-command.mjs';
import { extractTgz } from './untar.mjs';

const fail = (message) => {
  throw new Error(message);
};

/** The `node` binary an extracted package declares (bin/node, bin/node.exe on Windows). */
function packageBinary(dir) {
  const manifest = path.join(dir, 'package.json');
  if (!existsSync(manifest)) return undefined;
  const bin = JSON.parse(readFileSync(manifest, 'utf8')).bin?.node;
  const binary = bin && path.join(dir, bin);
  return binary && existsSync(binary) ? binary : undefined;
}

function packFailure(spec, stderr) {
  if (/E404|ETARGET|No matching version/.test(stderr))
    return (
      `The npm registry has no ${spec}, so this machine cannot get the project's Node from it.\n` +
      `Install Node ${spec.split('@')[1]} yourself (nvm and fnm read .nvmrc: \`nvm install\`) and run the command again.`
    );
  return `npm pack ${spec} failed; npm said:\n${stderr.trim().split('\n').slice(-8).join('\n')}`;
}

/** Fetches name@version with npm pack (npm checks the registry's integrity hash and honours npm config). */
function fetchNode(root, name, version, dir, log) {
  const spec = `${name}@${version}`;
  log(
    `Node ${process.versions.node} is older than the project's Node ${version} (.nvmrc): fetching ${spec} from the npm registry into ${path.relative(root, dir)} (once)…`,
  );
  const started = Date.now();
  mkdirSync(path.dirname(dir), { recursive: true });
  // A folder of our own beside the target, renamed into place once verified: a killed or concurrent fetch never
  // leaves a half-extracted Node where the next run would take it for a good one.
  const work = mkdtempSync(path.join(path.dirname(dir), '.fetch-'));
  try {
    const npm = npmCommand(process.execPath);
    const packed = spawnSync(npm.command, [...npm.args, 'pack', spec, '--json', '--pack-destination', work], {
      cwd: root,
      encoding: 'utf8',
      shell: npm.shell,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    if (packed.status !== 0) fail(packFailure(spec, `${packed.stderr ?? ''}${packed.error?.message ?? ''}`));
    const [{ filename }] = JSON.parse(packed.stdout);
    const extracted = path.join(work, 'package');
    extractTgz(path.join(work, filename), extracted);
    const binary = packageBinary(extracted) ?? fail(`${spec} holds no node binary`);
    const ran = spawnSync(binary, ['--version'], { encoding: 'utf8' });
    if (ran.stdout?.trim() !== `v${version}`)
      fail(
        `${spec} was fetched but its node does not run here (${ran.error?.message ?? ran.stderr?.trim() ?? ran.stdout}).`,
      );
    try {
      renameSync(extracted, dir);
    } catch (error) {
      // Another run fetched it at the same time and renamed first: use that one.
      if (!packageBinary(dir)) throw error;
    }
    log(
      `Node ${version} is ready in ${path.relative(root, dir)} (${((Date.now() - started) / 1000).toFixed(1)} s).`,
    );
    return packageBinary(dir);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** The path of the Node binary to run the project with (fetching it first when needed). */
export function projectNode(root, log = (line) => console.error(line)) {
  const version = parseNvmrc(readFileSync(path.join(root, '.nvmrc'), 'utf8'));
  if (!needsOtherNode(process.versions.node, version)) return process.execPath;
  const dir = path.join(root, '.cache', 'node', `v${version}`);
  const cached = packageBinary(dir);
  if (cached) return cached;
  const name =
    nodePackageName(process.platform, process.arch) ??
    fail(
      `The npm registry has no Node package for ${process.platform}-${process.arch}: install Node ${version} yourself (see .nvmrc).`,
    );
  return fetchNode(root, name, version, dir, log);
}
