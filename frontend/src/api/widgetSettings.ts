import { api } from './baseApi';
import type { WidgetSettings } from './contract';

/** The websites allowed to use the organisation's website chat (empty list: any website). */
export const widgetSettingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getWidgetSettings: build.query<WidgetSettings, void>({
      query: () => '/chat/widget-settings',
    }),
    setWidgetSettings: build.mutation<WidgetSettings, WidgetSettings>({
      query: (body) => ({ url: '/chat/widget-settings', method: 'POST', body }),
      // The answer is the saved (normalised) list: put it in the cache instead of reading again.
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) {
          dispatch(widgetSettingsApi.util.upsertQueryData('getWidgetSettings', undefined, data));
        }
      },
    }),
  }),
});

export const { useGetWidgetSettingsQuery, useSetWidgetSettingsMutation } = widgetSettingsApi;
