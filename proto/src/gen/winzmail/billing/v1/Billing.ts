// Original file: billing.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { CheckoutSession as _winzmail_billing_v1_CheckoutSession, CheckoutSession__Output as _winzmail_billing_v1_CheckoutSession__Output } from '../../../winzmail/billing/v1/CheckoutSession.js';
import type { CheckoutStatus as _winzmail_billing_v1_CheckoutStatus, CheckoutStatus__Output as _winzmail_billing_v1_CheckoutStatus__Output } from '../../../winzmail/billing/v1/CheckoutStatus.js';
import type { CreateCheckoutSessionRequest as _winzmail_billing_v1_CreateCheckoutSessionRequest, CreateCheckoutSessionRequest__Output as _winzmail_billing_v1_CreateCheckoutSessionRequest__Output } from '../../../winzmail/billing/v1/CreateCheckoutSessionRequest.js';
import type { GetCheckoutStatusRequest as _winzmail_billing_v1_GetCheckoutStatusRequest, GetCheckoutStatusRequest__Output as _winzmail_billing_v1_GetCheckoutStatusRequest__Output } from '../../../winzmail/billing/v1/GetCheckoutStatusRequest.js';
import type { GetOrgSubscriptionRequest as _winzmail_billing_v1_GetOrgSubscriptionRequest, GetOrgSubscriptionRequest__Output as _winzmail_billing_v1_GetOrgSubscriptionRequest__Output } from '../../../winzmail/billing/v1/GetOrgSubscriptionRequest.js';
import type { GetPaymentSettingsRequest as _winzmail_billing_v1_GetPaymentSettingsRequest, GetPaymentSettingsRequest__Output as _winzmail_billing_v1_GetPaymentSettingsRequest__Output } from '../../../winzmail/billing/v1/GetPaymentSettingsRequest.js';
import type { HandleWebhookRequest as _winzmail_billing_v1_HandleWebhookRequest, HandleWebhookRequest__Output as _winzmail_billing_v1_HandleWebhookRequest__Output } from '../../../winzmail/billing/v1/HandleWebhookRequest.js';
import type { HandleWebhookResponse as _winzmail_billing_v1_HandleWebhookResponse, HandleWebhookResponse__Output as _winzmail_billing_v1_HandleWebhookResponse__Output } from '../../../winzmail/billing/v1/HandleWebhookResponse.js';
import type { ListPlansRequest as _winzmail_billing_v1_ListPlansRequest, ListPlansRequest__Output as _winzmail_billing_v1_ListPlansRequest__Output } from '../../../winzmail/billing/v1/ListPlansRequest.js';
import type { ListPlansResponse as _winzmail_billing_v1_ListPlansResponse, ListPlansResponse__Output as _winzmail_billing_v1_ListPlansResponse__Output } from '../../../winzmail/billing/v1/ListPlansResponse.js';
import type { OrgSubscription as _winzmail_billing_v1_OrgSubscription, OrgSubscription__Output as _winzmail_billing_v1_OrgSubscription__Output } from '../../../winzmail/billing/v1/OrgSubscription.js';
import type { PaymentSettings as _winzmail_billing_v1_PaymentSettings, PaymentSettings__Output as _winzmail_billing_v1_PaymentSettings__Output } from '../../../winzmail/billing/v1/PaymentSettings.js';
import type { SubscribeRequest as _winzmail_billing_v1_SubscribeRequest, SubscribeRequest__Output as _winzmail_billing_v1_SubscribeRequest__Output } from '../../../winzmail/billing/v1/SubscribeRequest.js';
import type { SubscribeResponse as _winzmail_billing_v1_SubscribeResponse, SubscribeResponse__Output as _winzmail_billing_v1_SubscribeResponse__Output } from '../../../winzmail/billing/v1/SubscribeResponse.js';

export interface BillingClient extends grpc.Client {
  CreateCheckoutSession(argument: _winzmail_billing_v1_CreateCheckoutSessionRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_billing_v1_CheckoutSession__Output>): grpc.ClientUnaryCall;
  CreateCheckoutSession(argument: _winzmail_billing_v1_CreateCheckoutSessionRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_winzmail_billing_v1_CheckoutSession__Output>): grpc.ClientUnaryCall;
  CreateCheckoutSession(argument: _winzmail_billing_v1_CreateCheckoutSessionRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_billing_v1_CheckoutSession__Output>): grpc.ClientUnaryCall;
  CreateCheckoutSession(argument: _winzmail_billing_v1_CreateCheckoutSessionRequest, callback: grpc.requestCallback<_winzmail_billing_v1_CheckoutSession__Output>): grpc.ClientUnaryCall;
  createCheckoutSession(argument: _winzmail_billing_v1_CreateCheckoutSessionRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_billing_v1_CheckoutSession__Output>): grpc.ClientUnaryCall;
  createCheckoutSession(argument: _winzmail_billing_v1_CreateCheckoutSessionRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_winzmail_billing_v1_CheckoutSession__Output>): grpc.ClientUnaryCall;
  createCheckoutSession(argument: _winzmail_billing_v1_CreateCheckoutSessionRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_billing_v1_CheckoutSession__Output>): grpc.ClientUnaryCall;
  createCheckoutSession(argument: _winzmail_billing_v1_CreateCheckoutSessionRequest, callback: grpc.requestCallback<_winzmail_billing_v1_CheckoutSession__Output>): grpc.ClientUnaryCall;
  
  GetCheckoutStatus(argument: _winzmail_billing_v1_GetCheckoutStatusRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_billing_v1_CheckoutStatus__Output>): grpc.ClientUnaryCall;
  GetCheckoutStatus(argument: _winzmail_billing_v1_GetCheckoutStatusRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_winzmail_billing_v1_CheckoutStatus__Output>): grpc.ClientUnaryCall;
  GetCheckoutStatus(argument: _winzmail_billing_v1_GetCheckoutStatusRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_billing_v1_CheckoutStatus__Output>): grpc.ClientUnaryCall;
  GetCheckoutStatus(argument: _winzmail_billing_v1_GetCheckoutStatusRequest, callback: grpc.requestCallback<_winzmail_billing_v1_CheckoutStatus__Output>): grpc.ClientUnaryCall;
  getCheckoutStatus(argument: _winzmail_billing_v1_GetCheckoutStatusRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_billing_v1_CheckoutStatus__Output>): grpc.ClientUnaryCall;
  getCheckoutStatus(argument: _winzmail_billing_v1_GetCheckoutStatusRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_winzmail_billing_v1_CheckoutStatus__Output>): grpc.ClientUnaryCall;
  getCheckoutStatus(argument: _winzmail_billing_v1_GetCheckoutStatusRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_billing_v1_CheckoutStatus__Output>): grpc.ClientUnaryCall;
  getCheckoutStatus(argument: _winzmail_billing_v1_GetCheckoutStatusRequest, callback: grpc.requestCallback<_winzmail_billing_v1_CheckoutStatus__Output>): grpc.ClientUnaryCall;
  
  GetOrgSubscription(argument: _winzmail_billing_v1_GetOrgSubscriptionRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_billing_v1_OrgSubscription__Output>): grpc.ClientUnaryCall;
  GetOrgSubscription(argument: _winzmail_billing_v1_GetOrgSubscriptionRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_winzmail_billing_v1_OrgSubscription__Output>): grpc.ClientUnaryCall;
  GetOrgSubscription(argument: _winzmail_billing_v1_GetOrgSubscriptionRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_billing_v1_OrgSubscription__Output>): grpc.ClientUnaryCall;
  GetOrgSubscription(argument: _winzmail_billing_v1_GetOrgSubscriptionRequest, callback: grpc.requestCallback<_winzmail_billing_v1_OrgSubscription__Output>): grpc.ClientUnaryCall;
  getOrgSubscription(argument: _winzmail_billing_v1_GetOrgSubscriptionRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_billing_v1_OrgSubscription__Output>): grpc.ClientUnaryCall;
  getOrgSubscription(argument: _winzmail_billing_v1_GetOrgSubscriptionRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_winzmail_billing_v1_OrgSubscription__Output>): grpc.ClientUnaryCall;
  getOrgSubscription(argument: _winzmail_billing_v1_GetOrgSubscriptionRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_billing_v1_OrgSubscription__Output>): grpc.ClientUnaryCall;
  getOrgSubscription(argument: _winzmail_billing_v1_GetOrgSubscriptionRequest, callback: grpc.requestCallback<_winzmail_billing_v1_OrgSubscription__Output>): grpc.ClientUnaryCall;
  
  GetPaymentSettings(argument: _winzmail_billing_v1_GetPaymentSettingsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_billing_v1_PaymentSettings__Output>): grpc.ClientUnaryCall;
  GetPaymentSettings(argument: _winzmail_billing_v1_GetPaymentSettingsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_winzmail_billing_v1_PaymentSettings__Output>): grpc.ClientUnaryCall;
  GetPaymentSettings(argument: _winzmail_billing_v1_GetPaymentSettingsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_billing_v1_PaymentSettings__Output>): grpc.ClientUnaryCall;
  GetPaymentSettings(argument: _winzmail_billing_v1_GetPaymentSettingsRequest, callback: grpc.requestCallback<_winzmail_billing_v1_PaymentSettings__Output>): grpc.ClientUnaryCall;
  getPaymentSettings(argument: _winzmail_billing_v1_GetPaymentSettingsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_billing_v1_PaymentSettings__Output>): grpc.ClientUnaryCall;
  getPaymentSettings(argument: _winzmail_billing_v1_GetPaymentSettingsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_winzmail_billing_v1_PaymentSettings__Output>): grpc.ClientUnaryCall;
  getPaymentSettings(argument: _winzmail_billing_v1_GetPaymentSettingsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_billing_v1_PaymentSettings__Output>): grpc.ClientUnaryCall;
  getPaymentSettings(argument: _winzmail_billing_v1_GetPaymentSettingsRequest, callback: grpc.requestCallback<_winzmail_billing_v1_PaymentSettings__Output>): grpc.ClientUnaryCall;
  
  HandleWebhook(argument: _winzmail_billing_v1_HandleWebhookRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_billing_v1_HandleWebhookResponse__Output>): grpc.ClientUnaryCall;
  HandleWebhook(argument: _winzmail_billing_v1_HandleWebhookRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_winzmail_billing_v1_HandleWebhookResponse__Output>): grpc.ClientUnaryCall;
  HandleWebhook(argument: _winzmail_billing_v1_HandleWebhookRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_billing_v1_HandleWebhookResponse__Output>): grpc.ClientUnaryCall;
  HandleWebhook(argument: _winzmail_billing_v1_HandleWebhookRequest, callback: grpc.requestCallback<_winzmail_billing_v1_HandleWebhookResponse__Output>): grpc.ClientUnaryCall;
  handleWebhook(argument: _winzmail_billing_v1_HandleWebhookRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_billing_v1_HandleWebhookResponse__Output>): grpc.ClientUnaryCall;
  handleWebhook(argument: _winzmail_billing_v1_HandleWebhookRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_winzmail_billing_v1_HandleWebhookResponse__Output>): grpc.ClientUnaryCall;
  handleWebhook(argument: _winzmail_billing_v1_HandleWebhookRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_billing_v1_HandleWebhookResponse__Output>): grpc.ClientUnaryCall;
  handleWebhook(argument: _winzmail_billing_v1_HandleWebhookRequest, callback: grpc.requestCallback<_winzmail_billing_v1_HandleWebhookResponse__Output>): grpc.ClientUnaryCall;
  
  ListPlans(argument: _winzmail_billing_v1_ListPlansRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_billing_v1_ListPlansResponse__Output>): grpc.ClientUnaryCall;
  ListPlans(argument: _winzmail_billing_v1_ListPlansRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_winzmail_billing_v1_ListPlansResponse__Output>): grpc.ClientUnaryCall;
  ListPlans(argument: _winzmail_billing_v1_ListPlansRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_billing_v1_ListPlansResponse__Output>): grpc.ClientUnaryCall;
  ListPlans(argument: _winzmail_billing_v1_ListPlansRequest, callback: grpc.requestCallback<_winzmail_billing_v1_ListPlansResponse__Output>): grpc.ClientUnaryCall;
  listPlans(argument: _winzmail_billing_v1_ListPlansRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_billing_v1_ListPlansResponse__Output>): grpc.ClientUnaryCall;
  listPlans(argument: _winzmail_billing_v1_ListPlansRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_winzmail_billing_v1_ListPlansResponse__Output>): grpc.ClientUnaryCall;
  listPlans(argument: _winzmail_billing_v1_ListPlansRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_billing_v1_ListPlansResponse__Output>): grpc.ClientUnaryCall;
  listPlans(argument: _winzmail_billing_v1_ListPlansRequest, callback: grpc.requestCallback<_winzmail_billing_v1_ListPlansResponse__Output>): grpc.ClientUnaryCall;
  
  Subscribe(argument: _winzmail_billing_v1_SubscribeRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_billing_v1_SubscribeResponse__Output>): grpc.ClientUnaryCall;
  Subscribe(argument: _winzmail_billing_v1_SubscribeRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_winzmail_billing_v1_SubscribeResponse__Output>): grpc.ClientUnaryCall;
  Subscribe(argument: _winzmail_billing_v1_SubscribeRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_billing_v1_SubscribeResponse__Output>): grpc.ClientUnaryCall;
  Subscribe(argument: _winzmail_billing_v1_SubscribeRequest, callback: grpc.requestCallback<_winzmail_billing_v1_SubscribeResponse__Output>): grpc.ClientUnaryCall;
  subscribe(argument: _winzmail_billing_v1_SubscribeRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_billing_v1_SubscribeResponse__Output>): grpc.ClientUnaryCall;
  subscribe(argument: _winzmail_billing_v1_SubscribeRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_winzmail_billing_v1_SubscribeResponse__Output>): grpc.ClientUnaryCall;
  subscribe(argument: _winzmail_billing_v1_SubscribeRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_billing_v1_SubscribeResponse__Output>): grpc.ClientUnaryCall;
  subscribe(argument: _winzmail_billing_v1_SubscribeRequest, callback: grpc.requestCallback<_winzmail_billing_v1_SubscribeResponse__Output>): grpc.ClientUnaryCall;
  
}

export interface BillingHandlers extends grpc.UntypedServiceImplementation {
  CreateCheckoutSession: grpc.handleUnaryCall<_winzmail_billing_v1_CreateCheckoutSessionRequest__Output, _winzmail_billing_v1_CheckoutSession>;
  
  GetCheckoutStatus: grpc.handleUnaryCall<_winzmail_billing_v1_GetCheckoutStatusRequest__Output, _winzmail_billing_v1_CheckoutStatus>;
  
  GetOrgSubscription: grpc.handleUnaryCall<_winzmail_billing_v1_GetOrgSubscriptionRequest__Output, _winzmail_billing_v1_OrgSubscription>;
  
  GetPaymentSettings: grpc.handleUnaryCall<_winzmail_billing_v1_GetPaymentSettingsRequest__Output, _winzmail_billing_v1_PaymentSettings>;
  
  HandleWebhook: grpc.handleUnaryCall<_winzmail_billing_v1_HandleWebhookRequest__Output, _winzmail_billing_v1_HandleWebhookResponse>;
  
  ListPlans: grpc.handleUnaryCall<_winzmail_billing_v1_ListPlansRequest__Output, _winzmail_billing_v1_ListPlansResponse>;
  
  Subscribe: grpc.handleUnaryCall<_winzmail_billing_v1_SubscribeRequest__Output, _winzmail_billing_v1_SubscribeResponse>;
  
}

export interface BillingDefinition extends grpc.ServiceDefinition {
  CreateCheckoutSession: MethodDefinition<_winzmail_billing_v1_CreateCheckoutSessionRequest, _winzmail_billing_v1_CheckoutSession, _winzmail_billing_v1_CreateCheckoutSessionRequest__Output, _winzmail_billing_v1_CheckoutSession__Output>
  GetCheckoutStatus: MethodDefinition<_winzmail_billing_v1_GetCheckoutStatusRequest, _winzmail_billing_v1_CheckoutStatus, _winzmail_billing_v1_GetCheckoutStatusRequest__Output, _winzmail_billing_v1_CheckoutStatus__Output>
  GetOrgSubscription: MethodDefinition<_winzmail_billing_v1_GetOrgSubscriptionRequest, _winzmail_billing_v1_OrgSubscription, _winzmail_billing_v1_GetOrgSubscriptionRequest__Output, _winzmail_billing_v1_OrgSubscription__Output>
  GetPaymentSettings: MethodDefinition<_winzmail_billing_v1_GetPaymentSettingsRequest, _winzmail_billing_v1_PaymentSettings, _winzmail_billing_v1_GetPaymentSettingsRequest__Output, _winzmail_billing_v1_PaymentSettings__Output>
  HandleWebhook: MethodDefinition<_winzmail_billing_v1_HandleWebhookRequest, _winzmail_billing_v1_HandleWebhookResponse, _winzmail_billing_v1_HandleWebhookRequest__Output, _winzmail_billing_v1_HandleWebhookResponse__Output>
  ListPlans: MethodDefinition<_winzmail_billing_v1_ListPlansRequest, _winzmail_billing_v1_ListPlansResponse, _winzmail_billing_v1_ListPlansRequest__Output, _winzmail_billing_v1_ListPlansResponse__Output>
  Subscribe: MethodDefinition<_winzmail_billing_v1_SubscribeRequest, _winzmail_billing_v1_SubscribeResponse, _winzmail_billing_v1_SubscribeRequest__Output, _winzmail_billing_v1_SubscribeResponse__Output>
}
