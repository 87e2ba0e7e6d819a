import type { Request } from 'express';

/**
 * The product's address for links sent by mail: PUBLIC_URL, else this gateway's own listening
 * address. Never the request's Host header: a forged Host would send a victim's reset link to
 * the forger's site.
 */
export function siteUrl(
  config: { PUBLIC_URL?: string | undefined; HOST: string; BASE_PATH: string },
  req: Request,
): string {
  if (config.PUBLIC_URL) return config.PUBLIC_URL.replace(/\/+$/, '');
  const host = config.HOST === '0.0.0.0' || config.HOST === '::' ? 'localhost' : config.HOST;
  return `http://${host}:${req.socket.localPort ?? 80}${config.BASE_PATH}`;
}
