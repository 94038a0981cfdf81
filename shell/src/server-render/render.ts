import type { RenderInput, RenderOutput } from './render-page';

export type { RenderInput, RenderOutput };

/**
 * The shell's server build's entry, which the shell's server requires. The async boundary: the shared singletons
 * (React and the rest) are negotiated before any rendering code runs, as in the browser's index.ts.
 */
export async function renderPage(input: RenderInput): Promise<RenderOutput> {
  const { renderPage: render } = await import('./render-page');
  return render(input);
}
