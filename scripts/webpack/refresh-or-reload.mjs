// @ts-check
/**
 * The first module of every entry in a dev-server build (scripts/webpack/index.mjs, serve mode only).
 *
 * React Fast Refresh can only re-render a component where the page's React is a development build that has
 * registered with the refresh runtime: a remote's standalone page, or a shell run by its own dev server. A remote
 * loaded into the shell that `npm start` runs shares that shell's production React, which cannot refresh: the update
 * would reach the modules and never the screen, so there the page is reloaded instead.
 *
 * React registers with `__REACT_DEVTOOLS_GLOBAL_HOOK__` once, when react-dom loads. The stand-in hook that
 * react-refresh creates when React DevTools is absent does not keep what registered; this one does (as DevTools'
 * own hook does), so that a second build's refresh runtime on the page (a remote inside a shell run by its dev
 * server) finds the development react-dom loaded before it, and so that the check below can tell.
 */

/**
 * @typedef {{ scheduleRefresh?: unknown, setRefreshHandler?: unknown }} Renderer
 * @typedef {{ renderers: Map<number, Renderer>, inject: (renderer: Renderer) => number, slKeepsRenderers?: true }} Hook
 */

const scope = /** @type {{ __REACT_DEVTOOLS_GLOBAL_HOOK__?: Hook }} */ (globalThis);
let nextId = 0;
const hook = (scope.__REACT_DEVTOOLS_GLOBAL_HOOK__ ??= /** @type {Hook} */ ({
  renderers: new Map(),
  supportsFiber: true,
  inject: () => nextId++,
  onScheduleFiberRoot() {},
  onCommitFiberRoot() {},
  onCommitFiberUnmount() {},
}));

if (!hook.slKeepsRenderers) {
  const inject = hook.inject;
  hook.inject = function (renderer) {
    const id = inject.call(this, renderer);
    if (!hook.renderers.has(id)) hook.renderers.set(id, renderer);
    return id;
  };
  hook.slKeepsRenderers = true;
}

/** Whether a React on this page can refresh components in place (a development react-dom). */
const canRefresh = () =>
  [...hook.renderers.values()].some(
    (renderer) =>
      typeof renderer.scheduleRefresh === 'function' && typeof renderer.setRefreshHandler === 'function',
  );

import.meta.webpackHot?.addStatusHandler((status) => {
  if (status === 'apply' && !canRefresh()) window.location.reload();
});
