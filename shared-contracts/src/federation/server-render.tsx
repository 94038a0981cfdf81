import { createContext } from 'react';

/** What a server render knows of the visitor's remotes. */
export interface ServerRenderScope {
  /**
   * The remotes whose server builds the shell's server may render for this page (those at the version the registry
   * released to everyone). A slot of any other remote is left to the browser: its boundary is sent empty and marked
   * for client rendering, so hydration matches either way.
   */
  renderable: ReadonlySet<string>;
  /**
   * Each remote's version for this visitor (their boot config's, a rollout's share included): what a slot's frame
   * says on the server, so that it says what the browser's will when it hydrates.
   */
  versions: ReadonlyMap<string, string>;
}

/** Rendering on the server: the visitor's remotes. Null in the browser. */
export const ServerRenderRemotes = createContext<ServerRenderScope | null>(null);

/** The message of what RenderInBrowser throws: the server's render tells it from a real failure. */
export const RENDER_IN_BROWSER = 'rendered in the browser';

/** Thrown inside a slot's Suspense boundary on the server, which React then leaves to the browser. */
export function RenderInBrowser(): never {
  throw new Error(RENDER_IN_BROWSER);
}
