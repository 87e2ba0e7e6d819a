import type * as grpc from '@grpc/grpc-js';
import type { MessageTypeDefinition } from '@grpc/proto-loader';

import type { BillingClient as _winzmail_billing_v1_BillingClient, BillingDefinition as _winzmail_billing_v1_BillingDefinition } from './winzmail/billing/v1/Billing.js';
import type { CheckoutSession as _winzmail_billing_v1_CheckoutSession, CheckoutSession__Output as _winzmail_billing_v1_CheckoutSession__Output } from './winzmail/billing/v1/CheckoutSession.js';
import type { CheckoutStatus as _winzmail_billing_v1_CheckoutStatus, CheckoutStatus__Output as _winzmail_billing_v1_CheckoutStatus__Output } from './winzmail/billing/v1/CheckoutStatus.js';
import type { CreateCheckoutSessionRequest as _winzmail_billing_v1_CreateCheckoutSessionRequest, CreateCheckoutSessionRequest__Output as _winzmail_billing_v1_CreateCheckoutSessionRequest__Output } from './winzmail/billing/v1/CreateCheckoutSessionRequest.js';
import type { GetCheckoutStatusRequest as _winzmail_billing_v1_GetCheckoutStatusRequest, GetCheckoutStatusRequest__Output as _winzmail_billing_v1_GetCheckoutStatusRequest__Output } from './winzmail/billing/v1/GetCheckoutStatusRequest.js';
import type { GetOrgSubscriptionRequest as _winzmail_billing_v1_GetOrgSubscriptionRequest, GetOrgSubscriptionRequest__Output as _winzmail_billing_v1_GetOrgSubscriptionRequest__Output } from './winzmail/billing/v1/GetOrgSubscriptionRequest.js';
import type { GetPaymentSettingsRequest as _winzmail_billing_v1_GetPaymentSettingsRequest, GetPaymentSettingsRequest__Output as _winzmail_billing_v1_GetPaymentSettingsRequest__Output } from './winzmail/billing/v1/GetPaymentSettingsRequest.js';
import type { HandleWebhookRequest as _winzmail_billing_v1_HandleWebhookRequest, HandleWebhookRequest__Output as _winzmail_billing_v1_HandleWebhookRequest__Output } from './winzmail/billing/v1/HandleWebhookRequest.js';
import type { HandleWebhookResponse as _winzmail_billing_v1_HandleWebhookResponse, HandleWebhookResponse__Output as _winzmail_billing_v1_HandleWebhookResponse__Output } from './winzmail/billing/v1/HandleWebhookResponse.js';
import type { ListPlansRequest as _winzmail_billing_v1_ListPlansRequest, ListPlansRequest__Output as _winzmail_billing_v1_ListPlansRequest__Output } from './winzmail/billing/v1/ListPlansRequest.js';
import type { ListPlansResponse as _winzmail_billing_v1_ListPlansResponse, ListPlansResponse__Output as _winzmail_billing_v1_ListPlansResponse__Output } from './winzmail/billing/v1/ListPlansResponse.js';
import type { OrgPlanEntry as _winzmail_billing_v1_OrgPlanEntry, OrgPlanEntry__Output as _winzmail_billing_v1_OrgPlanEntry__Output } from './winzmail/billing/v1/OrgPlanEntry.js';
import type { OrgSubscription as _winzmail_billing_v1_OrgSubscription, OrgSubscription__Output as _winzmail_billing_v1_OrgSubscription__Output } from './winzmail/billing/v1/OrgSubscription.js';
import type { PaymentSettings as _winzmail_billing_v1_PaymentSettings, PaymentSettings__Output as _winzmail_billing_v1_PaymentSettings__Output } from './winzmail/billing/v1/PaymentSettings.js';
import type { Plan as _winzmail_billing_v1_Plan, Plan__Output as _winzmail_billing_v1_Plan__Output } from './winzmail/billing/v1/Plan.js';
import type { SubscribeRequest as _winzmail_billing_v1_SubscribeRequest, SubscribeRequest__Output as _winzmail_billing_v1_SubscribeRequest__Output } from './winzmail/billing/v1/SubscribeRequest.js';
import type { SubscribeResponse as _winzmail_billing_v1_SubscribeResponse, SubscribeResponse__Output as _winzmail_billing_v1_SubscribeResponse__Output } from './winzmail/billing/v1/SubscribeResponse.js';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new(...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  winzmail: {
    billing: {
      v1: {
        Billing: SubtypeConstructor<typeof grpc.Client, _winzmail_billing_v1_BillingClient> & { service: _winzmail_billing_v1_BillingDefinition }
        CheckoutSession: MessageTypeDefinition<_winzmail_billing_v1_CheckoutSession, _winzmail_billing_v1_CheckoutSession__Output>
        CheckoutStatus: MessageTypeDefinition<_winzmail_billing_v1_CheckoutStatus, _winzmail_billing_v1_CheckoutStatus__Output>
        CreateCheckoutSessionRequest: MessageTypeDefinition<_winzmail_billing_v1_CreateCheckoutSessionRequest, _winzmail_billing_v1_CreateCheckoutSessionRequest__Output>
        GetCheckoutStatusRequest: MessageTypeDefinition<_winzmail_billing_v1_GetCheckoutStatusRequest, _winzmail_billing_v1_GetCheckoutStatusRequest__Output>
        GetOrgSubscriptionRequest: MessageTypeDefinition<_winzmail_billing_v1_GetOrgSubscriptionRequest, _winzmail_billing_v1_GetOrgSubscriptionRequest__Output>
        GetPaymentSettingsRequest: MessageTypeDefinition<_winzmail_billing_v1_GetPaymentSettingsRequest, _winzmail_billing_v1_GetPaymentSettingsRequest__Output>
        HandleWebhookRequest: MessageTypeDefinition<_winzmail_billing_v1_HandleWebhookRequest, _winzmail_billing_v1_HandleWebhookRequest__Output>
        HandleWebhookResponse: MessageTypeDefinition<_winzmail_billing_v1_HandleWebhookResponse, _winzmail_billing_v1_HandleWebhookResponse__Output>
        ListPlansRequest: MessageTypeDefinition<_winzmail_billing_v1_ListPlansRequest, _winzmail_billing_v1_ListPlansRequest__Output>
        ListPlansResponse: MessageTypeDefinition<_winzmail_billing_v1_ListPlansResponse, _winzmail_billing_v1_ListPlansResponse__Output>
        OrgPlanEntry: MessageTypeDefinition<_winzmail_billing_v1_OrgPlanEntry, _winzmail_billing_v1_OrgPlanEntry__Output>
        OrgSubscription: MessageTypeDefinition<_winzmail_billing_v1_OrgSubscription, _winzmail_billing_v1_OrgSubscription__Output>
        PaymentSettings: MessageTypeDefinition<_winzmail_billing_v1_PaymentSettings, _winzmail_billing_v1_PaymentSettings__Output>
        Plan: MessageTypeDefinition<_winzmail_billing_v1_Plan, _winzmail_billing_v1_Plan__Output>
        SubscribeRequest: MessageTypeDefinition<_winzmail_billing_v1_SubscribeRequest, _winzmail_billing_v1_SubscribeRequest__Output>
        SubscribeResponse: MessageTypeDefinition<_winzmail_billing_v1_SubscribeResponse, _winzmail_billing_v1_SubscribeResponse__Output>
      }
    }
  }
}

