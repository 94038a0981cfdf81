/** Injected by the shared webpack configuration (scripts/webpack). */
declare const __SL_BUILD_LABEL__: string;
declare const __SL_REMOTE_NAME__: string;
