import type { RequestHandler, Response } from 'express';
import { LRUCache } from 'lru-cache';
import { AppError, isAppError, notFound, unauthenticated } from '@winzmail/platform';
import type { chat } from '@winzmail/proto';
import type { ChatClient } from '../clients/chat.js';
import type { IdentityClient } from '../clients/identity.js';
import { authOf } from './auth.js';

/**
 * Who a chat call is for. With an `Org-Token` header it is the website chat (spec section 6):
 * the organisation's id is public, so the visitor is whoever holds the `Visitor-Token` the chat
 * service signed. Without it, the staff chat of the signed-in organisation.
 */
export interface ChatCaller {
  orgId: string;
  public: boolean;
  /** The Visitor-Token header ('' when absent or staff). */
  visitorToken: string;
}

export const ORG_TOKEN = 'Org-Token';
export const VISITOR_TOKEN = 'Visitor-Token';

/** What an organisation id looks like (ids are UUIDs; anything else is refused unseen). */
const ORG_ID = /^[A-Za-z0-9_-]{1,64}$/;
const VISITOR_TOKEN_MAX = 200;

export const chatCallerOf = (res: Response): ChatCaller => res.locals.chatCaller as ChatCaller;

export const conversationOf = (caller: ChatCaller): chat.Conversation =>
  caller.public
    ? { org_id: caller.orgId, visitor_token: caller.visitorToken }
    : { org_id: caller.orgId, staff: true };

/** What the public chat needs to know of an organisation, kept for a while per replica. */
export interface PublicOrg {
  name: string;
  allowedOrigins: string[];
}

export class PublicOrgs {
  private readonly cache = new LRUCache<string, PublicOrg>({ max: 10_000, ttl: 30_000 });

  constructor(
    private readonly identity: IdentityClient,
    private readonly chat: ChatClient,
  ) {}

  async get(orgId: string): Promise<PublicOrg> {
    const known = this.cache.get(orgId);
    if (known) return known;
    const [org, settings] = await Promise.all([
      this.identity.GetOrg({ org_id: orgId }).catch((err: unknown) => {
        throw isAppError(err) && err.code === 'NOT_FOUND' ? notFound('Chatbot not found.') : err;
      }),
      this.chat.GetWidgetSettings({ org_id: orgId }),
    ]);
    const entry = { name: org.name, allowedOrigins: settings.allowed_origins };
    this.cache.set(orgId, entry);
    return entry;
  }

  /** A settings change on this replica applies at once (others within the cache's 30 s). */
  forget(orgId: string): void {
    this.cache.delete(orgId);
  }
}

/**
 * Resolves the caller into res.locals.chatCaller: the website chat (an existing organisation,
 * called from a page it allows) or the signed-in staff.
 */
export function chatAccess(
  auth: RequestHandler,
  orgs: PublicOrgs,
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
    orgs.get(orgId).then(
      (org) => {
        const origin = req.get('origin');
        if (org.allowedOrigins.length > 0 && (!origin || !org.allowedOrigins.includes(origin))) {
          next(new AppError('PERMISSION_DENIED', 'This website is not allowed to use this chat.'));
          return;
        }
        res.locals.chatCaller = { orgId, public: true, visitorToken } satisfies ChatCaller;
        next();
      },
      (err: unknown) => next(err),
    );
  };
}
