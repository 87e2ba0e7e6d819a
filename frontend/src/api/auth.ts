import { api } from './baseApi';
import type { LoginRequest, LoginResponse, RegisterRequest, RegisterResponse } from './types';

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<LoginResponse, LoginRequest>({
      query: (body) => ({ url: '/auth/login', method: 'POST', body }),
    }),
    register: build.mutation<RegisterResponse, RegisterRequest>({
      query: (body) => ({ url: '/auth/register', method: 'POST', body }),
    }),
  }),
});

export const { useLoginMutation, useRegisterMutation } = authApi;

/** Where the ALTCHA widget fetches its challenge. */
export const CAPTCHA_CHALLENGE_PATH = '/auth/captcha';
