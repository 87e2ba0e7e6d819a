import { api } from './baseApi';
import type { PromptConfig, PromptFields, PromptTryBody, GeneratedReply } from './contract';

/** The reply style (GET /prompt/, POST /prompt/set) and its try-it call (POST /prompt/try). */
export const promptApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPrompt: build.query<PromptConfig, void>({
      query: () => '/prompt/',
      providesTags: ['Prompt'],
    }),
    setPrompt: build.mutation<PromptConfig, PromptFields>({
      query: (fields) => ({ url: '/prompt/set', method: 'POST', body: fields }),
      // The answer is the saved style: put it in the cache instead of reading it again.
      async onQueryStarted(_fields, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(promptApi.util.upsertQueryData('getPrompt', undefined, data));
      },
    }),
    /** Answers a sample email with (unsaved) settings; the server stores and sends nothing. */
    tryPrompt: build.mutation<GeneratedReply, PromptTryBody>({
      query: (body) => ({ url: '/prompt/try', method: 'POST', body }),
    }),
  }),
});

export const { useGetPromptQuery, useSetPromptMutation, useTryPromptMutation } = promptApi;
