import type { PayloadAction } from '@reduxjs/toolkit';
import { createSlice } from '@reduxjs/toolkit';
import { TOKEN_KEY } from '../config';

export interface AuthState {
  token: string | null;
}

export function readStoredToken(): string | null {
  try {
    return window.localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

const authSlice = createSlice({
  name: 'auth',
  initialState: (): AuthState => ({ token: readStoredToken() }),
  reducers: {
    tokenSet(state, action: PayloadAction<string>) {
      state.token = action.payload;
    },
    tokenCleared(state) {
      state.token = null;
    },
  },
});

export const { tokenSet, tokenCleared } = authSlice.actions;
export const authReducer = authSlice.reducer;
