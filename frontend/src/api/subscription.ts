import { api } from './baseApi';
import type {
  CheckoutBody,
  CheckoutSession,
  CheckoutSettings,
  CheckoutStatus,
  SubscribeBody,
  SubscribeResult,
} from './contract';

/**
 * Billing calls of the Subscription screen. The plans (GET /plans/) come from api/public.ts and
 * the organisation (GET /org/me) from api/org.ts.
 */
export const subscriptionApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Whether paying by card is set up on this server (else what an administrator sets). */
    getCheckoutSettings: build.query<CheckoutSettings, void>({ query: () => '/billing/checkout' }),
    /** Stripe Checkout for a plan: the browser is sent to the answer's url. */
    createCheckoutSession: build.mutation<CheckoutSession, { planId: string } & CheckoutBody>({
      query: ({ planId, ...body }) => ({
        url: `/plans/create-checkout-session/${encodeURIComponent(planId)}`,
        method: 'POST',
        body,
      }),
    }),
    /** Changes a running subscription to this plan (a url when a payment page is needed). */
    subscribe: build.mutation<SubscribeResult, { planId: string } & SubscribeBody>({
      query: ({ planId, ...body }) => ({
        url: `/plans/subscribe/${encodeURIComponent(planId)}`,
        method: 'POST',
        body,
      }),
    }),
    /** Whether Stripe's confirmation of a checkout has landed (the return page polls it). */
    getCheckoutStatus: build.query<CheckoutStatus, string>({
      query: (sessionId) => `/plans/checkout-session/${encodeURIComponent(sessionId)}`,
      keepUnusedDataFor: 0,
    }),
  }),
});

export const {
  useCreateCheckoutSessionMutation,
  useGetCheckoutSettingsQuery,
  useSubscribeMutation,
  useGetCheckoutStatusQuery,
} = subscriptionApi;
