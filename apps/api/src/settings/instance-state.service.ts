import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import type { Redis } from 'ioredis';
import {
  isSecretSettingKey,
  isToggleKey,
  TOGGLE_KEYS,
  withSettingDefaults,
  type PolicyContext,
  type ResolvedSettings,
  type ToggleKey,
  type ToggleState,
} from '@fieldwork/contracts';
import { AppError } from '../common/app-error';
import type { Scope } from '../db/database';
import { RedisConnection } from '../queue/redis.connection';
import type { ResolvedInstance } from '../tenancy/instance.types';
import { InstanceSettingsRepository } from './instance-settings.repository';
import { TogglesRepository } from './toggles.repository';

/** What every request of an instance reads: its settings (with defaults) and its apps. */
export interface InstanceState {
  name: string;
  settings: ResolvedSettings;
  toggles: ToggleState[];
  /** Each app's stored settings, secrets left out (the skills app's close-to-expire window...). */
  appSettings: Partial<Record<ToggleKey, Readonly<Record<string, unknown>>>>;
}

const CHANNEL = 'fieldwork:instance-state';
/** A safety net: a missed invalidation (Redis reconnecting) heals within this time. */
const TTL_MS = 60_000;

/**
 * The instance's settings and toggles, cached per instance, because every request asks (the
 * policy's context, the anonymous bootstrap). A change invalidates after its commit, here and,
 * through Redis, on every replica. A miss reads through the caller's own transaction.
 */
@Injectable()
export class InstanceStateService implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(InstanceStateService.name);
  private readonly cache = new Map<string, { state: InstanceState; at: number }>();
  /** Bumped by every invalidation: a read that began before one does not store its answer. */
  private readonly generation = new Map<string, number>();
  private subscriber: Redis | null = null;

  constructor(
    @Inject(RedisConnection) private readonly redis: RedisConnection,
    @Inject(InstanceSettingsRepository) private readonly settings: InstanceSettingsRepository,
    @Inject(TogglesRepository) private readonly toggles: TogglesRepository,
  ) {}

  async onModuleInit(): Promise<void> {
    if (!this.redis.client) return;
    this.subscriber = this.redis.client.duplicate();
    this.subscriber.on('error', (err) => this.logger.warn(`Redis subscriber: ${err.message}`));
    this.subscriber.on('message', (_channel, instanceId: string) => this.forget(instanceId));
    await this.subscriber.subscribe(CHANNEL);
  }

  async onModuleDestroy(): Promise<void> {
    await this.subscriber?.quit().catch(() => undefined);
  }

  /** The cached state, or undefined: lets an anonymous request be answered without a transaction. */
  peek(instanceId: string, now = Date.now()): InstanceState | undefined {
    const hit = this.cache.get(instanceId);
    return hit && now - hit.at < TTL_MS ? hit.state : undefined;
  }

  async get(scope: Scope): Promise<InstanceState> {
    const cached = this.peek(scope.instanceId);
    if (cached) return cached;
    const generation = this.generation.get(scope.instanceId) ?? 0;
    const [stored, rows] = await Promise.all([this.settings.get(scope), this.toggles.list(scope)]);
    if (!stored) throw new AppError('instance_not_found', 'No instance is served at this address');
    const active = new Map(rows.map((r) => [r.toggleId, r.isActive]));
    const state: InstanceState = {
      name: stored.name,
      settings: withSettingDefaults(stored.settings, stored.name),
      toggles: TOGGLE_KEYS.map((toggleId) => ({ toggleId, isActive: active.get(toggleId) ?? false })),
      appSettings: Object.fromEntries(rows.filter((r) => isToggleKey(r.toggleId)).map((r) => [r.toggleId, withoutSecrets(r.settings)])),
    };
    if ((this.generation.get(scope.instanceId) ?? 0) === generation) {
      this.cache.set(scope.instanceId, { state, at: Date.now() });
    }
    return state;
  }

  /** The access policy's view of the instance for a request on `instance`. */
  async policyContext(scope: Scope, instance: ResolvedInstance): Promise<PolicyContext> {
    return contextOf(await this.get(scope), instance);
  }

  /** Call from a change's after-commit effect: this replica forgets at once, the others through Redis. */
  async invalidate(instanceId: string): Promise<void> {
    this.forget(instanceId);
    await this.redis.client?.publish(CHANNEL, instanceId);
  }

  private forget(instanceId: string): void {
    this.cache.delete(instanceId);
    this.generation.set(instanceId, (this.generation.get(instanceId) ?? 0) + 1);
  }
}

function withoutSecrets(settings: Readonly<Record<string, unknown>>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(settings).filter(([key]) => !isSecretSettingKey(key)));
}

export function contextOf(state: InstanceState, instance: ResolvedInstance): PolicyContext {
  return { toggles: state.toggles, security: state.settings.security, isMainHost: instance.isMainHost };
}
