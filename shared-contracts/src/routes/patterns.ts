/**
 * Route patterns in react-router's own syntax ('team/:slug/:id', a trailing '*', ':name?' optional), matched
 * without react-router so a section's service can answer "is there a page here?" from the same table its remote
 * routes with.
 */
export type RouteParams = Record<string, string>;

function safeDecode(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null; // A malformed escape is no page.
  }
}

export function matchRoutePattern(pattern: string, path: string): RouteParams | null {
  const want = pattern.split('/').filter(Boolean);
  const have = path.split('/').filter(Boolean);
  const params: RouteParams = {};
  for (let i = 0; i < want.length; i++) {
    const part = want[i]!;
    if (part === '*') {
      params['*'] = have.slice(i).join('/');
      return params;
    }
    const value = have[i];
    const optional = part.endsWith('?');
    if (value === undefined) {
      if (optional) continue;
      return null;
    }
    if (part.startsWith(':')) {
      const decoded = safeDecode(value);
      if (decoded === null) return null;
      params[part.slice(1).replace(/\?$/, '')] = decoded;
    } else if (part.replace(/\?$/, '') !== value) return null;
  }
  return have.length <= want.length ? params : null;
}

/** The first of `patterns` that `path` matches, with its params. */
export function firstRouteMatch<K extends string>(
  patterns: ReadonlyArray<{ kind: K; pattern: string }>,
  path: string,
): { kind: K; params: RouteParams } | null {
  for (const { kind, pattern } of patterns) {
    const params = matchRoutePattern(pattern, path);
    if (params) return { kind, params };
  }
  return null;
}
