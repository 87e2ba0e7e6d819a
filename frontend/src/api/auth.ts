import { api } from './baseApi';
import type { RequestOf, ResponseOf } from './contract';
import type { paths } from './gen/schema';

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<ResponseOf<'/auth/login', 'post'>, RequestOf<'/auth/login', 'post'>>({
      query: (body) => ({ url: '/auth/login', method: 'POST', body }),
    }),
    register: build.mutation<
      ResponseOf<'/auth/register', 'post'>,
      RequestOf<'/auth/register', 'post'>
    >({
      query: (body) => ({ url: '/auth/register', method: 'POST', body }),
    }),
    signOutEverywhere: build.mutation<ResponseOf<'/auth/sign-out-everywhere', 'post'>, void>({
      query: () => ({ url: '/auth/sign-out-everywhere', method: 'POST' }),
    }),
  }),
});

export const { useLoginMutation, useRegisterMutation, useSignOutEverywhereMutation } = authApi;

/** Where the ALTCHA widget fetches its challenge. */
export const CAPTCHA_CHALLENGE_PATH = '/auth/captcha' satisfies keyof paths;
