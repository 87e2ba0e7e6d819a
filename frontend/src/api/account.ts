import { api } from './baseApi';
import type { RequestOf, ResponseOf, Schemas } from './contract';

/** Forgotten password and the signed-in user's account (docs/account.md). */
export const accountApi = api.injectEndpoints({
  endpoints: (build) => ({
    // 202: the same answer whether or not the address is registered.
    forgotPassword: build.mutation<
      Schemas['AcceptedMessage'],
      RequestOf<'/auth/forgot-password', 'post'>
    >({
      query: (body) => ({ url: '/auth/forgot-password', method: 'POST', body }),
    }),
    resetPassword: build.mutation<void, RequestOf<'/auth/reset-password', 'post'>>({
      query: (body) => ({ url: '/auth/reset-password', method: 'POST', body }),
    }),
    confirmEmail: build.mutation<
      ResponseOf<'/auth/confirm-email', 'post'>,
      RequestOf<'/auth/confirm-email', 'post'>
    >({
      query: (body) => ({ url: '/auth/confirm-email', method: 'POST', body }),
    }),
    changePassword: build.mutation<
      ResponseOf<'/account/password', 'post'>,
      RequestOf<'/account/password', 'post'>
    >({
      query: (body) => ({ url: '/account/password', method: 'POST', body }),
    }),
    changeEmail: build.mutation<
      Schemas['ChangeEmailResponse'],
      RequestOf<'/account/email', 'post'>
    >({
      query: (body) => ({ url: '/account/email', method: 'POST', body }),
    }),
    renameOrg: build.mutation<ResponseOf<'/org/name', 'put'>, RequestOf<'/org/name', 'put'>>({
      query: (body) => ({ url: '/org/name', method: 'PUT', body }),
    }),
  }),
});

export const {
  useForgotPasswordMutation,
  useResetPasswordMutation,
  useConfirmEmailMutation,
  useChangePasswordMutation,
  useChangeEmailMutation,
  useRenameOrgMutation,
} = accountApi;
