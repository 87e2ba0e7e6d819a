import { AppError, invalid, newId, nowIso } from '@winzmail/platform';
import type { EventOutbox } from '@winzmail/platform/outbox';
import { ReadModel } from '@winzmail/platform/read-model';
import type { chat } from '@winzmail/proto';
import type { Orgs } from './adapters/orgs.js';
import type { ChatRepos } from './adapters/repositories.js';
import { originAllowed, SITE_NOT_ALLOWED } from './domain/access.js';
import { normaliseOrigins } from './domain/origins.js';

export interface WidgetDeps {
  repos: ChatRepos;
  orgs: Orgs;
  /** Publishes widget.changed with the settings' save (the same write). */
  outbox: EventOutbox;
  /** How many organisations' settings are kept, and how long without an event. */
  keep: { capacity: number; maxAgeMs: number };
}

/**
 * The website chat's settings and the one decision on who may use it: the organisation exists
 * (identity), and the page's origin is one it allows (its settings, kept here). Every visitor's
 * question checks the allowed origins, so each replica keeps them in memory (a read model) until
 * widget.changed — published by any replica's save, with it — brings new ones.
 */
export class Widget {
  private readonly origins: ReadModel<string[]>;

  constructor(private readonly deps: WidgetDeps) {
    this.origins = new ReadModel({ load: (orgId) => this.read(orgId), ...deps.keep });
  }

  /**
   * Lets a website visitor's call through, or refuses it: NOT_FOUND for no organisation, then
   * PERMISSION_DENIED for a page it does not allow. Resolves with the organisation's name.
   */
  async admit(orgId: string, origin: string): Promise<string> {
    const [name, allowed] = await Promise.all([
      this.deps.orgs.name(orgId),
      this.origins.get(orgId),
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
    return { allowed_origins: [...(await this.origins.get(orgId))] };
  }

  async setSettings(
    orgId: string,
    settings: chat.WidgetSettings__Output | null,
  ): Promise<chat.WidgetSettings> {
    if (!orgId) throw invalid('An organisation is required.');
    const allowed = normaliseOrigins(settings?.allowed_origins ?? []);
    const at = nowIso();
    // The document first (an organisation's first save creates it), then the settings with
    // their widget.changed event in one write: every replica's copy follows what is stored.
    await this.deps.repos.widgetSettings.updateOne(
      { _id: orgId },
      { $setOnInsert: { allowed_origins: [], updated_at: at } },
      { upsert: true },
    );
    await this.deps.outbox.updateOne(
      this.deps.repos.widgetSettings,
      { _id: orgId },
      { $set: { allowed_origins: allowed, updated_at: at } },
      [
        {
          topic: 'widget.changed',
          event: { event_id: newId(), org_id: orgId, occurred_at: at, allowed_origins: allowed },
        },
      ],
    );
    // This replica uses its own save at once; the others on widget.changed.
    this.changed(orgId, allowed);
    return { allowed_origins: allowed };
  }

  /** widget.changed (any replica's save): its settings are kept as they are now. */
  changed(orgId: string, allowedOrigins: readonly string[]): void {
    this.origins.offer(orgId, [...allowedOrigins]);
  }

  /** org.deleted: nothing of the organisation is kept (its settings are erased with it). */
  forget(orgId: string): void {
    this.origins.invalidate(orgId);
  }

  private async read(orgId: string): Promise<string[]> {
    const doc = await this.deps.repos.widgetSettings.findOne({ _id: orgId });
    return doc?.allowed_origins ?? [];
  }
}
