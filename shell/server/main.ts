import path from 'node:path';
import { loadSecret, openDb, runService, serviceRuntime } from '@sl/server-kit';
import { buildShellApp } from './app';

const runtime = serviceRuntime('shell');
const db = await openDb({ service: 'shell', databaseUrl: runtime.databaseUrl, dataRoot: runtime.dataRoot });
const { app } = await buildShellApp({
  db,
  // SHELL_DIST_DIR: another build's page and /assets/ (the bench's one-bundle build); the shell's dist/ by default.
  distDir: process.env.SHELL_DIST_DIR
    ? path.resolve(process.env.SHELL_DIST_DIR)
    : path.join(import.meta.dirname, '..', 'dist'),
  captchaKey: loadSecret(process.env.CAPTCHA_HMAC_KEY, runtime.dataRoot, 'captcha-hmac-key'),
  metricsToken: loadSecret(process.env.METRICS_TOKEN, runtime.dataRoot, 'metrics-token'),
});
await runService(app, db, runtime.port, runtime.host);
