// The gateway's API shapes, all taken from the generated OpenAPI types (src/api/gen, made by
// scripts/gen-api.mjs from the gateway's zod schemas): nothing here is written by hand.
import type { components, paths } from './gen/schema';

export type Schemas = components['schemas'];

type Method = 'get' | 'post' | 'put' | 'delete';
type Operation<P extends keyof paths, M extends Method> = NonNullable<paths[P][M]>;
type JsonOf<T> = T extends { content: { 'application/json': infer Body } } ? Body : never;

/** The JSON body a call answers with when it succeeds (200 or 201). */
export type ResponseOf<P extends keyof paths, M extends Method> =
  Operation<P, M> extends { responses: infer R }
    ? { [S in keyof R]: S extends 200 | 201 ? JsonOf<R[S]> : never }[keyof R]
    : never;

/** The JSON body a call takes. */
export type RequestOf<P extends keyof paths, M extends Method> =
  Operation<P, M> extends { requestBody?: infer B } ? JsonOf<NonNullable<B>> : never;

export type OrgDetails = Schemas['OrgDetails'];
export type Plan = Schemas['Plan'];
/** One of the organisation's plans in /org/me (during the trial: every plan). */
export type OrgPlanEntry = Schemas['OrgPlanEntry'];
export type CheckoutBody = Schemas['CheckoutBody'];
export type CheckoutSession = Schemas['CheckoutSession'];
export type SubscribeBody = Schemas['SubscribeBody'];
export type SubscribeResult = Schemas['SubscribeResult'];
export type CheckoutStatus = Schemas['CheckoutStatus'];
/** An Outlook-plugin user of the organisation. */
export type OrgUser = Schemas['OrgUser'];
export type AddOrgUserBody = Schemas['AddOrgUserBody'];
export type PublicConfig = Schemas['PublicConfig'];
export type KnowledgeDocument = Schemas['KnowledgeDocument'];
export type DocumentStatus = KnowledgeDocument['status'];
export type IncomingEmail = Schemas['IncomingEmail'];
export type EmailStatus = Schemas['EmailStatus'];
export type CheckoutSettings = Schemas['CheckoutSettings'];
export type EmailConfig = Schemas['EmailConfig'];
export type EmailConfigState = Schemas['EmailConfigState'];
export type EmailConfigBody = Schemas['EmailConfigBody'];
export type ReplyMode = Schemas['ReplyMode'];
export type MailboxState = Schemas['MailboxState'];
export type EmailStats = Schemas['EmailStats'];
export type AutomationStatus = Schemas['AutomationStatus'];
export type RecentEmailsAnswer = Schemas['RecentEmailsAnswer'];
export type PromptConfig = Schemas['PromptConfig'];
/** The reply style without its organisation: what POST /prompt/set takes. */
export type PromptFields = Required<Schemas['PromptFields']>;
export type PromptTryBody = Schemas['PromptTryBody'];
export type GeneratedReply = Schemas['GeneratedReply'];
export type ReplySource = Schemas['ReplySource'];
export type ReplyBody = Schemas['ReplyBody'];
export type ReplyAnswer = Schemas['ReplyAnswer'];
export type MailProviders = Schemas['MailProviders'];
export type DeviceCodeSession = Schemas['DeviceCodeSession'];
export type DeviceCodeCompletion = Schemas['DeviceCodeCompletion'];
export type ConnectedEmail = Schemas['ConnectedEmail'];
export type OutlookEmailConfig = Schemas['OutlookEmailConfig'];
export type GmailAuthorization = Schemas['GmailAuthorization'];
/** The websites allowed to use the website chat (GET/POST /chat/widget-settings). */
export type WidgetSettings = Schemas['WidgetSettings'];
export type ChatMessage = Schemas['ChatMessage'];
export type ChatSource = Schemas['ChatSource'];
export type ChatHistory = Schemas['ChatHistory'];
export type ChatAskBody = Schemas['ChatAskBody'];
export type ChatCleared = Schemas['ChatCleared'];
export type VisitorToken = Schemas['VisitorToken'];
export type WidgetConfig = Schemas['WidgetConfig'];
