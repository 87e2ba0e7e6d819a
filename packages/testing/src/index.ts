// The helpers nearly every test needs, light to load (no product, no drivers). The rest by
// subpath: `@winzmail/testing/product`, `/service`, `/mail-server`, `/fake-google`, … (README.md).
export * from './clock.js';
export * from './eventually.js';
export * from './names.js';
export * from './real-server.js';
export * from './waivers.js';
