import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Actor, AppNotification } from '@fieldwork/contracts';
import type { Caller } from '../src/access/caller';
import { contextOf, InstanceStateService } from '../src/settings/instance-state.service';
import { TogglesService } from '../src/settings/toggles.service';
import { mails, notifications, outboxDeliveries, outboxEvents } from '../src/db/schema';
import { EventHandlers } from '../src/events/event-handlers';
import { OutboxRelay } from '../src/events/outbox-relay.service';
import type { Scope } from '../src/db/database';
import * as files from './fixtures/files';
import { multipart } from './helpers/multipart';
import { TestContext, type TestInstance, type TestUser } from './helpers/test-app';

const until = async (check: () => Promise<boolean>, ms = 15_000) => {
  const start = Date.now();
  while (!(await check())) {
    if (Date.now() - start > ms) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
};

/** A caller for a use case run outside HTTP, as the request scope would build it. */
async function callerFor(ctx: TestContext, scope: Scope, instance: TestInstance, user: TestUser): Promise<Caller> {
  const state = await ctx.app.get(InstanceStateService).get(scope);
  const actor: Actor = { id: user.id, role: user.role, canManageSkills: false };
  return { instance: { id: instance.id, name: instance.name, active: true, host: instance.host, isMainHost: false }, actor, scope, policy: contextOf(state, { id: instance.id, name: instance.name, active: true, host: instance.host, isMainHost: false }) };
}

const eventsOf = (ctx: TestContext, instanceId: string) =>
  ctx.db.privileged((db) => db.select().from(outboxEvents).where(eq(outboxEvents.instanceId, instanceId)));
const notificationsOf = (ctx: TestContext, userId: string) =>
  ctx.db.privileged((db) => db.select().from(notifications).where(eq(notifications.userId, userId)));

describe('the outbox, with the relay stopped (a process that dies after commit)', () => {
  let ctx: TestContext;
  let demo: TestInstance;
  let admin: TestUser;
  let otherAdmin: TestUser;

  beforeAll(async () => {
    ctx = await TestContext.start({ OUTBOX_RELAY: '0' });
    demo = await ctx.newInstance();
    admin = await ctx.newUser(demo, { role: 'business_admin' });
    otherAdmin = await ctx.newUser(demo, { role: 'business_admin' });
  });
  afterAll(() => ctx?.close());

  it('a failed use case leaves neither its rows nor its event', async () => {
    const toggles = ctx.app.get(TogglesService);
    await expect(
      ctx.db.tenant(demo.id, async (scope) => {
        await toggles.set(await callerFor(ctx, scope, demo, admin), 'games', true);
        throw new Error('the use case fails after its write');
      }),
    ).rejects.toThrow('fails after its write');
    expect(await eventsOf(ctx, demo.id)).toEqual([]);
    const games = (await ctx.request(demo, { method: 'GET', url: '/v2/apps/games/active', as: admin })).json();
    expect(games.isActive).toBe(false);
  });

  it('a committed change writes its event; nothing is delivered while the relay is down', async () => {
    const res = await ctx.request(demo, { method: 'PUT', url: '/v2/apps/toggles/games', as: admin, payload: { isActive: true } });
    expect(res.statusCode).toBe(200);
    const [event] = await eventsOf(ctx, demo.id);
    expect(event).toMatchObject({ type: 'toggle_changed', aggregateType: 'toggle', aggregateId: 'games', actorId: admin.id, dispatchedAt: null });
    expect(event.payload).toEqual({ toggleId: 'games', isActive: true });
    expect(await notificationsOf(ctx, otherAdmin.id)).toEqual([]);
  });

  it('after a restart the relay finds the event and delivers it once, however often it runs', async () => {
    await ctx.restart({ OUTBOX_RELAY: '1', OUTBOX_SWEEP_MS: '200' });
    await until(async () => (await notificationsOf(ctx, otherAdmin.id)).length > 0);
    const relay = ctx.app.get(OutboxRelay);
    await relay.sweep(Date.now() + 60_000);
    await relay.dispatch({ instanceId: demo.id, aggregateType: 'toggle', aggregateId: 'games' });
    await new Promise((r) => setTimeout(r, 500));
    const bell = (await ctx.request(demo, { method: 'GET', url: '/v2/notifications', as: otherAdmin })).json();
    expect(bell.docs).toHaveLength(1);
    expect(bell.docs[0]).toMatchObject<Partial<AppNotification>>({
      type: 'toggle_changed',
      params: { actor: 'Test business_admin', app: 'games', state: 'on' },
      message: 'Test business_admin switched the games app on',
    });
    const [event] = await eventsOf(ctx, demo.id);
    expect(event.dispatchedAt).not.toBeNull();
    const deliveries = await ctx.db.privileged((db) => db.select().from(outboxDeliveries).where(eq(outboxDeliveries.eventId, event.id)));
    expect(deliveries.map((d) => d.handler)).toEqual(['bell.toggle_changed']);
    // The one who switched it is not told about it.
    expect((await ctx.request(demo, { method: 'GET', url: '/v2/notifications', as: admin })).json().docs).toEqual([]);
  });
});

describe('event handlers', () => {
  let ctx: TestContext;
  let demo: TestInstance;
  let admin: TestUser;
  let relay: OutboxRelay;
  let failuresLeft = 0;
  let alwaysFail = false;

  beforeAll(async () => {
    // The relay's own dispatching is off: this test drives delivery itself, step by step.
    ctx = await TestContext.start({ OUTBOX_RELAY: '0' });
    demo = await ctx.newInstance();
    admin = await ctx.newUser(demo, { role: 'business_admin' });
    relay = ctx.app.get(OutboxRelay);
    // A handler whose effect is a row, and which fails after writing it while told to.
    ctx.app.get(EventHandlers).on({
      name: 'test.flaky',
      event: 'toggle_changed',
      handle: async (scope, event) => {
        await scope.tx.insert(notifications).values({ instanceId: scope.instanceId, userId: admin.id, message: `effect of ${event.id}`, type: 'test' });
        if (alwaysFail || failuresLeft > 0) {
          failuresLeft -= 1;
          throw new Error('the handler fails after its effect');
        }
      },
    });
  });
  afterAll(() => ctx?.close());

  const effects = async () =>
    ctx.db.privileged((db) => db.select().from(notifications).where(and(eq(notifications.userId, admin.id), eq(notifications.type, 'test'))));

  it('a handler that fails is retried, and its effect happens once', async () => {
    failuresLeft = 1;
    await ctx.request(demo, { method: 'PUT', url: '/v2/apps/toggles/games', as: admin, payload: { isActive: true } });
    const aggregate = { instanceId: demo.id, aggregateType: 'toggle', aggregateId: 'games' };
    await expect(relay.dispatch(aggregate)).rejects.toThrow('fails after its effect');
    expect(await effects()).toHaveLength(0);
    await relay.dispatch(aggregate);
    await relay.dispatch(aggregate);
    expect(await effects()).toHaveLength(1);
    const [event] = await eventsOf(ctx, demo.id);
    expect(event).toMatchObject({ attempts: 1, failedAt: null });
    expect(event.dispatchedAt).not.toBeNull();
  });

  it('events of one aggregate are delivered in order; one that keeps failing is given up and the next still goes', async () => {
    alwaysFail = true;
    await ctx.request(demo, { method: 'PUT', url: '/v2/apps/toggles/games', as: admin, payload: { isActive: false } });
    alwaysFail = false;
    const aggregate = { instanceId: demo.id, aggregateType: 'toggle', aggregateId: 'games' };
    alwaysFail = true;
    for (let i = 0; i < 4; i += 1) await expect(relay.dispatch(aggregate)).rejects.toThrow();
    // The fifth failure gives the event up instead of blocking the aggregate forever.
    await relay.dispatch(aggregate);
    alwaysFail = false;
    await ctx.request(demo, { method: 'PUT', url: '/v2/apps/toggles/games', as: admin, payload: { isActive: true } });
    await relay.dispatch(aggregate);
    const events = (await eventsOf(ctx, demo.id)).sort((a, b) => a.id - b.id);
    expect(events.map((e) => [e.payload.isActive, e.failedAt !== null, e.dispatchedAt !== null])).toEqual([
      [true, false, true],
      [false, true, false],
      [true, false, true],
    ]);
    expect(events[1]).toMatchObject({ attempts: 5, lastError: 'test.flaky: the handler fails after its effect' });
    expect((await effects()).map((n) => n.message)).toEqual([`effect of ${events[0].id}`, `effect of ${events[2].id}`]);
  });
});

describe('the bell, fed from events', () => {
  let ctx: TestContext;
  let demo: TestInstance;
  let acme: TestInstance;
  let admin: TestUser;
  let manager: TestUser;
  let inspector: TestUser;
  let acmeAdmin: TestUser;

  beforeAll(async () => {
    ctx = await TestContext.start({ OUTBOX_SWEEP_MS: '200' });
    demo = await ctx.newInstance();
    acme = await ctx.newInstance();
    admin = await ctx.newUser(demo, { role: 'business_admin' });
    manager = await ctx.newUser(demo, { role: 'project_manager' });
    inspector = await ctx.newUser(demo, { role: 'inspector' });
    acmeAdmin = await ctx.newUser(acme, { role: 'business_admin' });
  });
  afterAll(() => ctx?.close());

  const bell = async (user: TestUser) => (await ctx.request(user.instance, { method: 'GET', url: '/v2/notifications', as: user })).json();

  it('tells a user about a file a manager uploaded for them and about their file someone else deleted', async () => {
    const body = multipart([{ filename: 'site.png', content: await files.png(8, 8) }]);
    const up = await ctx.request(demo, { method: 'POST', url: `/v2/asset/upload?target_user=${inspector.id}`, headers: body.headers, payload: body.payload, as: manager });
    expect(up.statusCode).toBe(201);
    await until(async () => (await bell(inspector)).totalDocs === 1);
    const del = await ctx.request(demo, { method: 'DELETE', url: `/v2/asset/${up.json()[0].assetId}`, as: admin });
    expect(del.statusCode).toBe(200);
    await until(async () => (await bell(inspector)).totalDocs === 2);
    const { docs, unread } = await bell(inspector);
    expect(unread).toBe(2);
    expect(docs.map((n: AppNotification) => [n.type, n.params.name])).toEqual([
      ['asset_deleted', 'site.png'],
      ['asset_uploaded', 'site.png'],
    ]);
    // The uploader and the deleter are not told about their own doing; another tenant hears nothing.
    expect((await bell(manager)).totalDocs).toBe(0);
    expect((await bell(acmeAdmin)).totalDocs).toBe(0);
  });

  it("tells the inviter that their invitation was accepted, and a user that their role changed; no one else, no other tenant", async () => {
    const email = `joiner-${Date.now()}@example.test`;
    const invited = await ctx.request(demo, { method: 'POST', url: '/v2/users', as: manager, payload: { email, role: 'inspector' } });
    expect(invited.statusCode, invited.body).toBe(201);
    const [mail] = await ctx.db.privileged((db) => db.select().from(mails).where(eq(mails.to, email)));
    const token = new URL((mail!.params as { link: string }).link).searchParams.get('token');
    const joined = await ctx.request(demo, {
      method: 'PUT',
      url: '/v2/users/register',
      payload: { email, password: 'joiner-Pass-9', confirm: 'joiner-Pass-9', name: 'Jo Joiner', terms_and_privacy: true, token },
    });
    expect(joined.statusCode, joined.body).toBe(200);
    await until(async () => (await bell(manager)).totalDocs === 1);
    expect((await bell(manager)).docs[0]).toMatchObject({ type: 'user_confirmed', params: { name: 'Jo Joiner' }, message: 'Jo Joiner accepted your invitation' });

    const promoted = await ctx.request(demo, { method: 'PUT', url: `/v2/users/${inspector.id}`, as: admin, payload: { role: 'project_manager' } });
    expect(promoted.statusCode, promoted.body).toBe(200);
    await until(async () => (await bell(inspector)).docs.some((n: AppNotification) => n.type === 'user_role_changed'));
    const told = (await bell(inspector)).docs.find((n: AppNotification) => n.type === 'user_role_changed');
    expect(told.params).toMatchObject({ role: 'project_manager' });
    expect((await bell(acmeAdmin)).totalDocs).toBe(0);
  });
});
