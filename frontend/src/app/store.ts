import { configureStore } from '@reduxjs/toolkit';
import type { TypedUseSelectorHook } from 'react-redux';
import { useDispatch, useSelector } from 'react-redux';
import { api } from '../api/baseApi';
import { authReducer, type AuthState } from './authSlice';
import { toastsReducer } from './toasts';

/** The app's store; `signedIn` starts it with an access token instead of checking the cookie. */
export function createStore(signedIn?: { token: string; expiresIn?: number }) {
  const auth: AuthState | undefined = signedIn
    ? {
        token: signedIn.token,
        expiresAt: Date.now() + (signedIn.expiresIn ?? 600) * 1000,
        status: 'ready',
      }
    : undefined;
  return configureStore({
    reducer: { auth: authReducer, toasts: toastsReducer, [api.reducerPath]: api.reducer },
    preloadedState: auth ? { auth } : undefined,
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
}

export type AppStore = ReturnType<typeof createStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];

export const useAppDispatch: () => AppDispatch = useDispatch;
export const useAppSelector: TypedUseSelectorHook<RootState> = useSelector;
