import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks these and react-router needs them at import time: this module must be imported first.
Object.assign(globalThis, { TextEncoder, TextDecoder });
