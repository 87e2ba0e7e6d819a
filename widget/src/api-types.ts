// The chat API's shapes, taken from the types generated from the gateway's OpenAPI document
// (frontend/src/api/gen, made by scripts/gen-api.mjs): none is written by hand here. Type-only
// imports: they cost the bundle no bytes.
import type { components } from '../../frontend/src/api/gen/schema.js';

type Schemas = components['schemas'];

export type ApiChatMessage = Schemas['ChatMessage'];
export type ApiChatSource = Schemas['ChatSource'];
export type ChatHistory = Schemas['ChatHistory'];
export type ChatAskBody = Schemas['ChatAskBody'];
export type VisitorToken = Schemas['VisitorToken'];
export type ChatRating = Schemas['ChatRating'];
export type ChatFeedbackBody = Schemas['ChatFeedbackBody'];
export type ChatHandoffBody = Schemas['ChatHandoffBody'];
export type WidgetConfig = Schemas['WidgetConfig'];
/** The JSON body of every failed call. */
export type ErrorBody = Schemas['Error'];
