import { buildStale } from './build';

// `npm run build` builds every package (forced); `npm start` builds only what changed.
await buildStale({ force: !process.argv.includes('--changed') });
