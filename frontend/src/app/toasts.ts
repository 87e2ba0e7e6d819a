import type { PayloadAction } from '@reduxjs/toolkit';
import { createSlice, nanoid } from '@reduxjs/toolkit';
import { useMemo } from 'react';
import { useDispatch } from 'react-redux';

/** A toast: a title and a description; errors are the spec's "destructive" toasts. */
export interface Toast {
  id: string;
  kind: 'success' | 'error' | 'info';
  title: string;
  description?: string;
}

/**
 * Toasts wait here until the Toaster (loaded on first use, mounted above the router) shows them,
 * so a toast raised just before a navigation survives it and pages without toasts load no
 * notification code.
 */
const toastsSlice = createSlice({
  name: 'toasts',
  initialState: { queue: [] as Toast[], used: false },
  reducers: {
    toastAdded: {
      reducer(state, action: PayloadAction<Toast>) {
        state.queue.push(action.payload);
        state.used = true;
      },
      prepare(toast: Omit<Toast, 'id'>) {
        return { payload: { ...toast, id: nanoid() } };
      },
    },
    toastsShown(state, action: PayloadAction<string[]>) {
      state.queue = state.queue.filter((t) => !action.payload.includes(t.id));
    },
  },
});

export const { toastAdded, toastsShown } = toastsSlice.actions;
export const toastsReducer = toastsSlice.reducer;

export function useToast() {
  const dispatch = useDispatch();
  return useMemo(
    () => ({
      success: (title: string, description?: string) =>
        dispatch(toastAdded({ kind: 'success', title, description })),
      error: (title: string, description?: string) =>
        dispatch(toastAdded({ kind: 'error', title, description })),
      info: (title: string, description?: string) =>
        dispatch(toastAdded({ kind: 'info', title, description })),
    }),
    [dispatch],
  );
}
