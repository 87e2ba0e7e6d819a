// A website visitor's calls, for the web app's public chat and the widget alike: each call carries
// the stored visitor token, a new token is asked for only when a question needs one (one request
// however many callers wait), and a token the server refuses (401: expired or revoked) is dropped.
import type { TokenStore } from './token-store.js';

export interface VisitorSession {
  /**
   * Makes the call with the visitor's token. When none is stored: a new one if `start` (asking a
   * question), else null (a visitor without a token has nothing to read or clear). On 401 the
   * token is dropped; a `start` call is made once more with a new one, any other returns null.
   */
  call(start: boolean, make: (token: string) => Promise<Response>): Promise<Response | null>;
}

/** `issue` asks the server for a new visitor token (POST /chat/visitor) and resolves with it. */
export function createVisitorSession(
  tokens: TokenStore,
  issue: () => Promise<string>,
): VisitorSession {
  let issuing: Promise<string> | null = null;

  function newToken(): Promise<string> {
    issuing ??= issue()
      .then((token) => {
        tokens.set(token);
        return token;
      })
      .finally(() => {
        issuing = null;
      });
    return issuing;
  }

  return {
    async call(start, make) {
      let token = tokens.get();
      if (!token) {
        if (!start) return null;
        token = await newToken();
      }
      const res = await make(token);
      if (res.status !== 401) return res;
      tokens.clear();
      return start ? make(await newToken()) : null;
    },
  };
}
