/**
 * Lighthouse's performance category for each bench page, as a phone (Lighthouse's default config: Moto G class
 * device, simulated slow 4G and 4x CPU slowdown) and as a desktop (its desktop preset). The page loads of main.ts
 * are what this machine's Chromium does unthrottled; these are the figures a reader of a Lighthouse or PageSpeed
 * report sees, with LCP and TBT worked out by Lighthouse's simulation from one unthrottled load.
 *
 * One Chromium (Debian's, launched by chrome-launcher as the Lighthouse browser test does) runs every page in turn,
 * never two at once; Lighthouse clears the origin's storage and cache before each run, so each is a first visit.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { CHROMIUM_LAUNCH } from '../browser/chromium';
import { median } from './page-metrics';

type LighthousePreset = 'mobile' | 'desktop';

export interface LighthouseFigure {
  page: string;
  path: string;
  preset: LighthousePreset;
  /** How many runs the medians are of (runs that failed are left out and named in `errors`). */
  runs: number;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  /** The performance category score, 0 to 100. */
  score: number | null;
  errors: string[];
}

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

interface RunFigures {
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  score: number | null;
  errors: string[];
}

function figuresOf(lhr: Lhr): RunFigures {
  const errors: string[] = [];
  if (lhr.runtimeError) errors.push(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  const numeric = (id: string): number | null => {
    const audit = lhr.audits[id];
    if (audit?.errorMessage) errors.push(`${id}: ${audit.errorMessage}`);
    return typeof audit?.numericValue === 'number' ? audit.numericValue : null;
  };
  const score = lhr.categories.performance?.score;
  return {
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    score: typeof score === 'number' ? Math.round(score * 100) : null,
    errors,
  };
}

const medianOrNull = (values: Array<number | null>): number | null => {
  const known = values.filter((v): v is number => v !== null);
  return known.length ? median(known) : null;
};

/** `runs` Lighthouse runs of each page with each preset, one after another; medians per page and preset. */
export async function lighthouseFigures(
  siteUrl: string,
  pages: Array<{ name: string; path: string }>,
  runs: number,
  log: (line: string) => void = console.log,
): Promise<LighthouseFigure[]> {
  // One answer from each page first, so no run measures a server's first render of it.
  for (const page of pages) await (await fetch(`${siteUrl}${page.path}`)).arrayBuffer();
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_LAUNCH.executablePath,
    chromeFlags: ['--headless', ...CHROMIUM_LAUNCH.args],
  });
  const figures: LighthouseFigure[] = [];
  try {
    for (const page of pages) {
      for (const preset of ['mobile', 'desktop'] as const) {
        const samples: RunFigures[] = [];
        const errors: string[] = [];
        for (let i = 0; i < runs; i++) {
          const started = Date.now();
          try {
            const result = await lighthouse(
              `${siteUrl}${page.path}`,
              { port: chrome.port, logLevel: 'error', output: 'json', onlyCategories: ['performance'] },
              preset === 'desktop' ? desktopConfig : undefined,
            );
            if (!result) throw new Error('Lighthouse answered no result');
            const run = figuresOf(result.lhr);
            errors.push(...run.errors);
            if (!result.lhr.runtimeError) samples.push(run);
            log(`${page.name} (${preset}) run ${i + 1}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
          } catch (error) {
            errors.push(error instanceof Error ? error.message : String(error));
            log(`${page.name} (${preset}) run ${i + 1} failed: ${errors.at(-1)}`);
          }
        }
        figures.push({
          page: page.name,
          path: page.path,
          preset,
          runs: samples.length,
          lcpMs: medianOrNull(samples.map((s) => s.lcpMs)),
          tbtMs: medianOrNull(samples.map((s) => s.tbtMs)),
          cls: medianOrNull(samples.map((s) => s.cls)),
          score: medianOrNull(samples.map((s) => s.score)),
          errors: [...new Set(errors)],
        });
      }
    }
  } finally {
    chrome.kill();
  }
  return figures;
}
