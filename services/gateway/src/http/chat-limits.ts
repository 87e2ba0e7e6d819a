import { createHash } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import { ipKeyGenerator, rateLimit } from 'express-rate-limit';
import { AppError } from '@winzmail/platform';
import { chatCallerOf } from './chat-access.js';

export interface ChatLimits {
  /** Questions per minute from one website visitor. */
  perVisitor: number;
  /** Questions per minute from one address (many visitors behind one address share it). */
  perAddress: number;
  /** Questions per minute to one organisation's website chat (the model costs money). */
  perOrg: number;
  /** New website visitors per hour from one address. */
  visitorsPerAddress: number;
  /** Staff questions per minute per organisation. */
  staffPerOrg: number;
}

export const TOO_MANY = 'Too many messages. Please wait a moment and try again.';

const digest = (value: string) => createHash('sha256').update(value).digest('base64url');

const address = (req: Request) => ipKeyGenerator(req.ip ?? '');

const limiter = (
  windowMs: number,
  limit: number,
  key: (req: Request, res: Response) => string,
  applies: (res: Response) => boolean,
  message = TOO_MANY,
): RequestHandler =>
  rateLimit({
    windowMs,
    limit,
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    keyGenerator: key,
    skip: (_req, res) => !applies(res),
    handler: (_req, _res, next) => next(new AppError('RESOURCE_EXHAUSTED', message)),
  });

const isPublic = (res: Response) => chatCallerOf(res).public;

/**
 * The chat's rate limits (in this replica's memory: with N gateway replicas a client can reach
 * N times a limit, which still bounds what the model costs). Run after chatAccess.
 */
export function askLimits(limits: ChatLimits): RequestHandler[] {
  const minute = 60_000;
  return [
    limiter(minute, limits.perAddress, (req) => `a:${address(req)}`, isPublic),
    limiter(
      minute,
      limits.perVisitor,
      (_req, res) => `v:${digest(chatCallerOf(res).visitorToken)}`,
      isPublic,
    ),
    limiter(minute, limits.perOrg, (_req, res) => `o:${chatCallerOf(res).orgId}`, isPublic),
    limiter(
      minute,
      limits.staffPerOrg,
      (_req, res) => `s:${chatCallerOf(res).orgId}`,
      (res) => !isPublic(res),
    ),
  ];
}

/** New visitors from one address: a visitor's own limit means little if it can mint more. */
export function visitorLimit(limits: ChatLimits): RequestHandler {
  return limiter(
    3_600_000,
    limits.visitorsPerAddress,
    (req) => `n:${address(req)}`,
    () => true,
    'Too many new chats from this address. Please try again later.',
  );
}

/** Reading and clearing a conversation: generous, but not unbounded. */
export function readLimit(limits: ChatLimits): RequestHandler {
  return limiter(60_000, limits.perAddress * 4, (req) => `r:${address(req)}`, isPublic);
}
