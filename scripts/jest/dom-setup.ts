import '@testing-library/jest-dom/jest-globals';
import { TextDecoder, TextEncoder } from 'node:util';
import { installDialogShim } from './dialog-shim';

// jsdom lacks TextEncoder, which react-router reads as it loads; every DOM test that imports @sl/ui loads
// react-router (its link components), so it is set here once rather than in each test.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// <dialog>'s showModal()/close() for jsdom, which lacks them (see the file for what it models and what it does not).
installDialogShim();
