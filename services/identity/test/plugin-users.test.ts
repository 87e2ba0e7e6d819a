import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { AppError, createServiceClient, type ServiceClient } from '@winzmail/platform';
import { openDocumentStore, type DocumentStoreSettings } from '@winzmail/platform/store';
import { services } from '@winzmail/proto';
import { RUN_ID, describeWithServer, env } from '@winzmail/testing';
import { startTestService, type TestService } from '@winzmail/testing/service';
import { dropDatabase } from '@winzmail/testing/mongo-server';
import type { PluginUserDoc } from '../src/adapters/repositories.js';
import { MESSAGES } from '../src/domain/messages.js';
import { loadIdentityConfig, SERVICE, start } from '../src/index.js';

/**
 * Outlook-plugin users through identity's gRPC: the plan limit is decided by a unique-key insert
 * (a numbered slot per user), so it holds exactly however many adds race — on the embedded store
 * and on every MongoDB-protocol server the run has.
 */
type Definition = ReturnType<typeof services.identity>['service'];
type Identity = ServiceClient<Definition>['call'];

const CONCURRENT = 20;
const MAX = 5;

let orgCounter = 0;
const newOrgId = () => `org-${RUN_ID}-${++orgCounter}-${Math.random().toString(36).slice(2, 8)}`;

/** The AppError a call rejects with (the client maps the gRPC status back). */
async function failure(call: Promise<unknown>): Promise<AppError> {
  const err = await call.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(err instanceof AppError)) throw new Error(`expected an AppError, got ${String(err)}`);
  return err;
}

/** Identity's start() with `env`, and a client to it. */
async function boot(
  serviceEnv: Record<string, string> = {},
  dataDir?: string,
): Promise<{ identity: Identity; dispose: () => Promise<void> }> {
  const service: TestService = await startTestService(
    start,
    loadIdentityConfig,
    serviceEnv,
    dataDir,
  );
  const client = createServiceClient(services.identity(), {
    address: service.address,
    deadlineMs: 20_000,
  });
  return {
    identity: client.call,
    dispose: async () => {
      client.close();
      await service.dispose();
    },
  };
}

/** The limit under concurrency, as each store must keep it. */
function concurrencyCases(get: () => Identity): void {
  it(`${CONCURRENT} simultaneous adds against a limit of ${MAX} store exactly ${MAX}`, async () => {
    const identity = get();
    const orgId = newOrgId();
    const results = await Promise.allSettled(
      Array.from({ length: CONCURRENT }, (_, i) =>
        identity.AddOrgUser({ org_id: orgId, email: `user${i}@plugin.test`, max_users: MAX }),
      ),
    );
    const added = results.filter((r) => r.status === 'fulfilled');
    const refused = results.flatMap((r) => (r.status === 'rejected' ? [r.reason] : []));
    expect(added).toHaveLength(MAX);
    expect(refused).toHaveLength(CONCURRENT - MAX);
    for (const err of refused) {
      expect(err).toBeInstanceOf(AppError);
      expect(err).toMatchObject({ code: 'FAILED_PRECONDITION', message: MESSAGES.userLimit(MAX) });
    }
    const { users } = await identity.ListOrgUsers({ org_id: orgId });
    expect(users).toHaveLength(MAX);
    expect(new Set(users.map((u) => u.email)).size).toBe(MAX);

    // A removal frees exactly one place, even when many adds race for it.
    await identity.RemoveOrgUser({ org_id: orgId, user_id: users[2]!.id });
    const again = await Promise.allSettled(
      Array.from({ length: CONCURRENT }, (_, i) =>
        identity.AddOrgUser({ org_id: orgId, email: `again${i}@plugin.test`, max_users: MAX }),
      ),
    );
    expect(again.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect((await identity.ListOrgUsers({ org_id: orgId })).users).toHaveLength(MAX);
  }, 60_000);

  it('keeps one record per e-mail when the same address is added concurrently', async () => {
    const identity = get();
    const orgId = newOrgId();
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, () =>
        identity.AddOrgUser({ org_id: orgId, email: 'same@plugin.test', max_users: MAX }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of results) {
      if (r.status === 'rejected') expect(r.reason).toMatchObject({ code: 'ALREADY_EXISTS' });
    }
    expect((await identity.ListOrgUsers({ org_id: orgId })).users).toHaveLength(1);
  }, 60_000);

  it('never exceeds a lowered limit, even with free slots below it', async () => {
    const identity = get();
    const orgId = newOrgId();
    const added = [];
    for (let i = 0; i < 7; i++) {
      added.push(
        await identity.AddOrgUser({ org_id: orgId, email: `wide${i}@plugin.test`, max_users: 7 }),
      );
    }
    // Slots 3..6 stay taken; 0..2 are free, but the plan now allows only MAX users in all.
    for (const user of added.slice(0, 3)) {
      await identity.RemoveOrgUser({ org_id: orgId, user_id: user.id });
    }
    await Promise.allSettled(
      Array.from({ length: CONCURRENT }, (_, i) =>
        identity.AddOrgUser({ org_id: orgId, email: `narrow${i}@plugin.test`, max_users: MAX }),
      ),
    );
    const { users } = await identity.ListOrgUsers({ org_id: orgId });
    expect(users.length).toBeLessThanOrEqual(MAX);
    expect(users.length).toBeGreaterThanOrEqual(4);
  }, 60_000);
}

describe('Outlook-plugin users on the embedded store', () => {
  let identity: Identity;
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    ({ identity, dispose } = await boot());
  }, 60_000);
  afterAll(async () => {
    await dispose?.();
  });

  concurrencyCases(() => identity);

  it('adds, lists, refuses a duplicate or a bad address, and removes', async () => {
    const orgId = newOrgId();
    const first = await identity.AddOrgUser({
      org_id: orgId,
      email: '  Ann@Plugin.Test ',
      max_users: 3,
    });
    expect(first).toEqual({ id: expect.any(String), email: 'ann@plugin.test' });
    const dup = await failure(
      identity.AddOrgUser({ org_id: orgId, email: 'ann@plugin.test', max_users: 3 }),
    );
    expect(dup).toMatchObject({ code: 'ALREADY_EXISTS', message: MESSAGES.userExists });
    const bad = await failure(
      identity.AddOrgUser({ org_id: orgId, email: 'not-an-address', max_users: 3 }),
    );
    expect(bad).toMatchObject({ code: 'INVALID_ARGUMENT', fields: { email: expect.any(String) } });
    await identity.AddOrgUser({ org_id: orgId, email: 'bob@plugin.test', max_users: 3 });
    expect((await identity.ListOrgUsers({ org_id: orgId })).users.map((u) => u.email)).toEqual([
      'ann@plugin.test',
      'bob@plugin.test',
    ]);
    await identity.RemoveOrgUser({ org_id: orgId, user_id: first.id });
    const gone = await failure(identity.RemoveOrgUser({ org_id: orgId, user_id: first.id }));
    expect(gone.code).toBe('NOT_FOUND');
    expect((await identity.ListOrgUsers({ org_id: orgId })).users.map((u) => u.email)).toEqual([
      'bob@plugin.test',
    ]);
  });

  it("keeps each organisation's users apart (limit, e-mails, removal)", async () => {
    const a = newOrgId();
    const b = newOrgId();
    const ann = await identity.AddOrgUser({ org_id: a, email: 'ann@plugin.test', max_users: 1 });
    // The same address in another organisation, and b's limit is b's own.
    const annB = await identity.AddOrgUser({ org_id: b, email: 'ann@plugin.test', max_users: 1 });
    expect(
      await failure(identity.AddOrgUser({ org_id: a, email: 'x@plugin.test', max_users: 1 })),
    ).toMatchObject({ code: 'FAILED_PRECONDITION', message: MESSAGES.userLimit(1) });
    // b cannot remove a's user.
    expect((await failure(identity.RemoveOrgUser({ org_id: b, user_id: ann.id }))).code).toBe(
      'NOT_FOUND',
    );
    expect((await identity.ListOrgUsers({ org_id: a })).users).toEqual([ann]);
    expect((await identity.ListOrgUsers({ org_id: b })).users).toEqual([annB]);
  });

  it('refuses every add when the plan allows none', async () => {
    expect(
      await failure(
        identity.AddOrgUser({ org_id: newOrgId(), email: 'z@plugin.test', max_users: 0 }),
      ),
    ).toMatchObject({ code: 'FAILED_PRECONDITION', message: MESSAGES.userLimit(0) });
  });

  it('counts users left above a smaller limit (a plan changed to fewer users)', async () => {
    const orgId = newOrgId();
    const added = [];
    for (let i = 0; i < 4; i++) {
      added.push(
        await identity.AddOrgUser({ org_id: orgId, email: `big${i}@plugin.test`, max_users: 4 }),
      );
    }
    // The limit drops to 2: slots 2 and 3 stay taken beyond it. Freeing slot 0 leaves 3 users,
    // still over the limit, so the free slot 0 must not admit anyone.
    await identity.RemoveOrgUser({ org_id: orgId, user_id: added[0]!.id });
    expect(
      await failure(identity.AddOrgUser({ org_id: orgId, email: 'new@plugin.test', max_users: 2 })),
    ).toMatchObject({ code: 'FAILED_PRECONDITION', message: MESSAGES.userLimit(2) });
    await identity.RemoveOrgUser({ org_id: orgId, user_id: added[3]!.id });
    await identity.RemoveOrgUser({ org_id: orgId, user_id: added[2]!.id });
    await identity.AddOrgUser({ org_id: orgId, email: 'new@plugin.test', max_users: 2 });
    expect((await identity.ListOrgUsers({ org_id: orgId })).users).toHaveLength(2);
  });
});

/** Where identity keeps its data for one suite: its env and the store it will open. */
interface Place {
  serviceEnv: Record<string, string>;
  dataDir: string;
  store: DocumentStoreSettings;
  /** Deletes what the suite left. */
  clean(): Promise<void>;
}

/** Records written by the count-then-insert version (no slot), then identity started over them. */
function legacyCases(place: () => Promise<Place>): void {
  let where: Place;
  let identity: Identity;
  let dispose: () => Promise<void>;
  const legacyOrg = newOrgId();
  const crowdedOrg = newOrgId();

  beforeAll(async () => {
    where = await place();
    // Records as the count-then-insert version wrote them: no slot, only the e-mail index.
    const store = await openDocumentStore(where.store);
    const old = await store.collection<PluginUserDoc>('plugin_users', [
      { fields: { org_id: 1, email: 1 }, unique: true },
    ]);
    const at = (i: number) => new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString();
    for (let i = 0; i < 3; i++) {
      await old.insertOne({
        _id: `l${i}`,
        org_id: legacyOrg,
        email: `l${i}@old.test`,
        created_at: at(i),
      });
    }
    // An organisation the old race left above its limit of 5.
    for (let i = 0; i < 7; i++) {
      await old.insertOne({
        _id: `c${i}`,
        org_id: crowdedOrg,
        email: `c${i}@old.test`,
        created_at: at(i),
      });
    }
    await store.close();
    ({ identity, dispose } = await boot(where.serviceEnv, where.dataDir));
  }, 60_000);
  afterAll(async () => {
    await dispose?.();
    await where?.clean();
  });

  it('are given slots at start and keep counting against the limit', async () => {
    expect((await identity.ListOrgUsers({ org_id: legacyOrg })).users.map((u) => u.id)).toEqual([
      'l0',
      'l1',
      'l2',
    ]);
    const results = await Promise.allSettled(
      Array.from({ length: CONCURRENT }, (_, i) =>
        identity.AddOrgUser({ org_id: legacyOrg, email: `n${i}@new.test`, max_users: MAX }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(MAX - 3);
    expect((await identity.ListOrgUsers({ org_id: legacyOrg })).users).toHaveLength(MAX);
    // The old records can be removed like any other, freeing their place.
    await identity.RemoveOrgUser({ org_id: legacyOrg, user_id: 'l1' });
    await identity.AddOrgUser({ org_id: legacyOrg, email: 'late@new.test', max_users: MAX });
  }, 60_000);

  it('leave an organisation over its limit refusing adds until it is back under', async () => {
    const add = () =>
      identity.AddOrgUser({ org_id: crowdedOrg, email: 'one-more@new.test', max_users: MAX });
    expect((await failure(add())).code).toBe('FAILED_PRECONDITION');
    await identity.RemoveOrgUser({ org_id: crowdedOrg, user_id: 'c0' });
    await identity.RemoveOrgUser({ org_id: crowdedOrg, user_id: 'c1' });
    // 5 left: still full.
    expect((await failure(add())).code).toBe('FAILED_PRECONDITION');
    await identity.RemoveOrgUser({ org_id: crowdedOrg, user_id: 'c6' });
    await add();
    expect((await identity.ListOrgUsers({ org_id: crowdedOrg })).users).toHaveLength(MAX);
  });
}

describe('Outlook-plugin users stored before slots existed (embedded store)', () => {
  legacyCases(async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'winzmail-plugin-legacy-'));
    return {
      serviceEnv: {},
      dataDir,
      store: { database: 'identity', dataDir: join(dataDir, SERVICE) },
      clean: () => rm(dataDir, { recursive: true, force: true }),
    };
  });
});

// Every MongoDB-protocol server the run has (tests/infra: FerretDB on SQLite and on PostgreSQL).
for (const envName of ['MONGODB_URL', 'MONGODB_PG_URL']) {
  describeWithServer([envName], `Outlook-plugin users on ${envName}`, () => {
    const prefix = `winzmail-test-plugin-${RUN_ID}-`;
    let identity: Identity;
    let dispose: () => Promise<void>;
    beforeAll(async () => {
      ({ identity, dispose } = await boot({
        MONGODB_URL: env(envName),
        MONGODB_DATABASE_PREFIX: prefix,
      }));
    }, 60_000);
    afterAll(async () => {
      await dispose?.();
      await dropDatabase(env(envName), `${prefix}${SERVICE}`);
    });

    concurrencyCases(() => identity);
  });

  describeWithServer([envName], `Outlook-plugin users before slots, on ${envName}`, () => {
    legacyCases(async () => {
      const legacyPrefix = `winzmail-test-plugin-legacy-${RUN_ID}-`;
      const dataDir = await mkdtemp(join(tmpdir(), 'winzmail-plugin-legacy-'));
      return {
        serviceEnv: { MONGODB_URL: env(envName), MONGODB_DATABASE_PREFIX: legacyPrefix },
        dataDir,
        store: { mongoUrl: env(envName), database: `${legacyPrefix}${SERVICE}`, dataDir },
        clean: async () => {
          await rm(dataDir, { recursive: true, force: true });
          await dropDatabase(env(envName), `${legacyPrefix}${SERVICE}`);
        },
      };
    });
  });
}
