import type { PayloadAction } from '@reduxjs/toolkit';
import { createSlice } from '@reduxjs/toolkit';

/**
 * The access token lives only here, in memory: a script injected into the page finds nothing in
 * storage, and a reload gets a new one through the refresh cookie (restoreSession).
 */
export interface AuthState {
  token: string | null;
  /** Epoch ms when the token expires (a refresh is due before); null without a token. */
  expiresAt: number | null;
  /**
   * 'checking' while the refresh cookie is being asked for a token: on start, and when the page
   * comes back from the back-forward cache. Nothing signed-in is shown meanwhile.
   */
  status: 'checking' | 'ready';
}

export interface IssuedToken {
  token: string;
  /** Seconds the token is valid (expires_in of the answer). */
  expiresIn: number;
}

const authSlice = createSlice({
  name: 'auth',
  initialState: (): AuthState => ({ token: null, expiresAt: null, status: 'checking' }),
  reducers: {
    tokenSet(state, action: PayloadAction<IssuedToken>) {
      state.token = action.payload.token;
      state.expiresAt = Date.now() + action.payload.expiresIn * 1000;
      state.status = 'ready';
    },
    tokenCleared(state) {
      state.token = null;
      state.expiresAt = null;
      state.status = 'ready';
    },
    sessionCheckStarted(state) {
      state.status = 'checking';
    },
  },
});

export const { tokenSet, tokenCleared, sessionCheckStarted } = authSlice.actions;
export const authReducer = authSlice.reducer;
