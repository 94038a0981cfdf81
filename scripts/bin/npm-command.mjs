// How to run npm with a chosen Node: npm's own JavaScript (npm-cli.js) under that Node, so `npm ci` and its
// lifecycle scripts run on the project's Node even when the machine's npm came with an older one.
import { existsSync } from 'node:fs';
import path from 'node:path';

/** npm-cli.js of the npm that started us (npm run sets npm_execpath), else the one installed beside Node. */
export function findNpmCli(env = process.env, execPath = process.execPath) {
  const bin = path.dirname(execPath);
  const candidates = [
    env.npm_execpath,
    path.join(bin, '..', 'lib', 'node_modules', 'npm', 'bin', 'npm-cli.js'),
    path.join(bin, 'node_modules', 'npm', 'bin', 'npm-cli.js'),
  ];
  return candidates.find((file) => file && path.basename(file) === 'npm-cli.js' && existsSync(file));
}

/** The command, leading arguments and shell flag that run npm on `node` (npm on PATH when npm-cli.js is not found). */
export function npmCommand(node) {
  const cli = findNpmCli();
  if (cli) return { command: node, args: [cli], shell: false };
  // npm.cmd on Windows needs a shell; elsewhere `npm` is a script whose `env node` finds PATH's Node first.
  return { command: 'npm', args: [], shell: process.platform === 'win32' };
}
