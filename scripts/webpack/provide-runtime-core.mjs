// A remote's standalone page has no shell to hand it the federation runtime: this file, loaded before the remote's
// own entry, makes the global the remote's build expects (experiments.externalRuntime). Within the site the
// shell's build provides it instead (provideExternalRuntime), so a page carries one runtime, not five.
import * as runtimeCore from '@module-federation/runtime-core';

globalThis._FEDERATION_RUNTIME_CORE = runtimeCore;
