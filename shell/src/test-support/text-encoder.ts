// jsdom lacks TextEncoder, which react-router reads when it loads: import this before react-router in DOM tests.
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });
