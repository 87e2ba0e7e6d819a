import type { RequestHandler, Response } from 'express';
import { notFound, unauthenticated } from '@winzmail/platform';
import type { chat } from '@winzmail/proto';
import { authOf } from './auth.js';

/**
 * Who a chat call is for. With an `Org-Token` header it is the website chat (spec section 6):
 * the organisation's id is public, so the visitor is whoever holds the `Visitor-Token` the chat
 * service signed. Without it, the staff chat of the signed-in organisation.
 *
 * Whether a website visitor may use the chat (the organisation exists, the page's origin is one
 * it allows, the token is chat's own) is chat's decision, made once on the call itself: the
 * gateway passes the origin and maps chat's status to the HTTP answer. Here only the headers'
 * shape is checked, so that nonsense never leaves the gateway.
 */
export interface ChatCaller {
  orgId: string;
  public: boolean;
  /** The Visitor-Token header ('' when absent or staff). */
  visitorToken: string;
  /** The Origin header of a website visitor's page ('' when absent or staff). */
  origin: string;
}

export const ORG_TOKEN = 'Org-Token';
export const VISITOR_TOKEN = 'Visitor-Token';

/** What an organisation id looks like (ids are UUIDs; anything else is refused unseen). */
const ORG_ID = /^[A-Za-z0-9_-]{1,64}$/;
const VISITOR_TOKEN_MAX = 200;

export const chatCallerOf = (res: Response): ChatCaller => res.locals.chatCaller as ChatCaller;

export const conversationOf = (caller: ChatCaller): chat.Conversation =>
  caller.public
    ? { org_id: caller.orgId, visitor_token: caller.visitorToken, origin: caller.origin }
    : { org_id: caller.orgId, staff: true };

/** Resolves the caller into res.locals.chatCaller: a website visitor or the signed-in staff. */
export function chatAccess(
  auth: RequestHandler,
  { visitorRequired }: { visitorRequired: boolean },
): RequestHandler {
  return (req, res, next) => {
    const orgToken = req.get(ORG_TOKEN);
    if (orgToken === undefined) {
      auth(req, res, (err?: unknown) => {
        if (err) {
          next(err);
          return;
        }
        res.locals.chatCaller = {
          orgId: authOf(res).orgId,
          public: false,
          visitorToken: '',
          origin: '',
        } satisfies ChatCaller;
        next();
      });
      return;
    }
    const orgId = orgToken.trim();
    const visitorToken = (req.get(VISITOR_TOKEN) ?? '').trim();
    if (!ORG_ID.test(orgId)) {
      next(notFound('Chatbot not found.'));
      return;
    }
    if (visitorRequired && (!visitorToken || visitorToken.length > VISITOR_TOKEN_MAX)) {
      next(unauthenticated('This chat session is not valid. Please reload the page.'));
      return;
    }
    res.locals.chatCaller = {
      orgId,
      public: true,
      visitorToken,
      origin: req.get('origin') ?? '',
    } satisfies ChatCaller;
    next();
  };
}
