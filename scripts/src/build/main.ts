import { buildStaleOrExit } from './build';

// `npm run build` builds every package (forced); `npm start` builds only what changed. BUILD_CONCURRENCY caps
// the builds run at once (default: the CPU count); 1 builds one after another.
const concurrency = Number(process.env.BUILD_CONCURRENCY) || undefined;
await buildStaleOrExit({ force: !process.argv.includes('--changed'), concurrency });
