// Public entry of the emulators: one `export *` line per emulator.
export * from './platform/server.js';
export * from './github/server.js';
