/** Injected by the shared webpack configuration (scripts/webpack). */
declare const __SL_BUILD_LABEL__: string;
declare const __SL_REMOTE_NAME__: string;

/**
 * webpack's require.ensure: fetches the files of the modules named (a chunk group) and runs none of them, where an
 * import() would run them as soon as they arrive. The shell's entry fetches its bootstrap this way (shell/src/index.ts).
 */
declare namespace NodeJS {
  interface Require {
    ensure(modules: string[], loaded: () => void, failed: (error: unknown) => void): void;
  }
}
