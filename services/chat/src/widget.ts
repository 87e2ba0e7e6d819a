import { AppError, invalid, nowIso } from '@winzmail/platform';
import type { chat } from '@winzmail/proto';
import type { Orgs } from './adapters/orgs.js';
import type { ChatRepos } from './adapters/repositories.js';
import { originAllowed, SITE_NOT_ALLOWED } from './domain/access.js';
import { normaliseOrigins } from './domain/origins.js';

/**
 * The website chat's settings and the one decision on who may use it: the organisation exists
 * (identity), and the page's origin is one it allows (its settings, kept here).
 */
export class Widget {
  constructor(private readonly deps: { repos: ChatRepos; orgs: Orgs }) {}

  /**
   * Lets a website visitor's call through, or refuses it: NOT_FOUND for no organisation, then
   * PERMISSION_DENIED for a page it does not allow. Resolves with the organisation's name.
   */
  async admit(orgId: string, origin: string): Promise<string> {
    const [name, allowed] = await Promise.all([
      this.deps.orgs.name(orgId),
      this.allowedOrigins(orgId),
    ]);
    if (!originAllowed(allowed, origin)) {
      throw new AppError('PERMISSION_DENIED', SITE_NOT_ALLOWED);
    }
    return name;
  }

  /** What the website chat shows of the organisation (staff see their own, from any page). */
  async config(req: chat.GetWidgetConfigRequest__Output): Promise<chat.WidgetConfig> {
    if (!req.org_id) throw invalid('An organisation is required.');
    const name = req.staff
      ? await this.deps.orgs.name(req.org_id)
      : await this.admit(req.org_id, req.origin);
    return { org_name: name };
  }

  async settings(orgId: string): Promise<chat.WidgetSettings> {
    if (!orgId) throw invalid('An organisation is required.');
    return { allowed_origins: await this.allowedOrigins(orgId) };
  }

  async setSettings(
    orgId: string,
    settings: chat.WidgetSettings__Output | null,
  ): Promise<chat.WidgetSettings> {
    if (!orgId) throw invalid('An organisation is required.');
    const allowed = normaliseOrigins(settings?.allowed_origins ?? []);
    await this.deps.repos.widgetSettings.updateOne(
      { _id: orgId },
      { $set: { allowed_origins: allowed, updated_at: nowIso() } },
      { upsert: true },
    );
    return { allowed_origins: allowed };
  }

  private async allowedOrigins(orgId: string): Promise<string[]> {
    const doc = await this.deps.repos.widgetSettings.findOne({ _id: orgId });
    return doc?.allowed_origins ?? [];
  }
}
