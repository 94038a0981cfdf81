// `node scripts/bin/run.mjs [--install] <node arguments…>`: runs node with those arguments on the project's Node
// (.nvmrc; fetched from the npm registry when the machine's Node is older), after `npm ci` when --install is
// given and node_modules is missing or stale. Every script in package.json that runs TypeScript goes through it.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureInstall } from './ensure-install.mjs';
import { projectNode } from './project-node.mjs';

// Not import.meta.dirname: this must also start on Node 18, which lacks it.
const root = fileURLToPath(new URL('../..', import.meta.url));
const args = process.argv.slice(2);
const install = args[0] === '--install';
if (install) args.shift();

let node;
let env;
try {
  node = projectNode(root);
  // Child processes that call `node` (npm lifecycle scripts, tools with a `#!/usr/bin/env node` line) find the
  // project's Node first; process.execPath-based spawns get it anyway.
  // Windows spells the variable Path: prefix whichever spelling is there.
  const pathKey = Object.keys(process.env).find((key) => key.toUpperCase() === 'PATH') ?? 'PATH';
  env = {
    ...process.env,
    [pathKey]: `${path.dirname(node)}${path.delimiter}${process.env[pathKey] ?? ''}`,
    NODE: node,
    npm_node_execpath: node,
  };
  if (install) ensureInstall(root, node, env);
} catch (error) {
  console.error(`\n${error instanceof Error ? error.message : error}`);
  process.exit(1);
}

const child = spawn(node, args, { stdio: 'inherit', env });
const forward = (signal) => child.kill(signal);
process.on('SIGINT', forward);
process.on('SIGTERM', forward);
child.on('exit', (code, signal) => {
  process.off('SIGINT', forward);
  process.off('SIGTERM', forward);
  if (signal) process.kill(process.pid, signal);
  else process.exit(code ?? 1);
});
