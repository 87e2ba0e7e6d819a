// jsdom for component tests, with Node's fetch primitives (Request, Response, Headers,
// AbortController, streams) so RTK Query's fetchBaseQuery works as it does in a browser.
// jsdom itself has no fetch; mixing jsdom's AbortSignal with Node's Request would fail.
import { TestEnvironment } from 'jest-environment-jsdom';

export default class FrontendEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    Object.assign(this.global, {
      fetch: globalThis.fetch,
      Request: globalThis.Request,
      Response: globalThis.Response,
      Headers: globalThis.Headers,
      AbortController: globalThis.AbortController,
      AbortSignal: globalThis.AbortSignal,
      ReadableStream: globalThis.ReadableStream,
      TextEncoder: globalThis.TextEncoder,
      TextDecoder: globalThis.TextDecoder,
      structuredClone: globalThis.structuredClone,
    });
  }
}
