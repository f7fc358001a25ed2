import { Inject, Injectable } from '@nestjs/common';
import { TOGGLE_KEYS, type ToggleKey, type ToggleState } from '@fieldwork/contracts';
import { Database, type Scope } from '../db/database';
import { TogglesRepository } from './toggles.repository';

/** Feature toggles per instance: every key of spec 1 section 1, off unless stored on. */
@Injectable()
export class TogglesService {
  constructor(
    @Inject(Database) private readonly db: Database,
    @Inject(TogglesRepository) private readonly repo: TogglesRepository,
  ) {}

  async listIn(scope: Scope): Promise<ToggleState[]> {
    const rows = await this.repo.list(scope);
    const active = new Map(rows.map((r) => [r.toggleId, r.isActive]));
    return TOGGLE_KEYS.map((toggleId) => ({ toggleId, isActive: active.get(toggleId) ?? false }));
  }

  list(instanceId: string): Promise<ToggleState[]> {
    return this.db.tenant(instanceId, (scope) => this.listIn(scope));
  }

  async isActive(instanceId: string, key: ToggleKey): Promise<boolean> {
    const row = await this.db.tenant(instanceId, (scope) => this.repo.find(scope, key));
    return row?.isActive ?? false;
  }

  async set(instanceId: string, key: ToggleKey, isActive: boolean): Promise<ToggleState> {
    const row = await this.db.tenant(instanceId, (scope) => this.repo.upsert(scope, key, { isActive }));
    return { toggleId: key, isActive: row.isActive };
  }

  async getSettings(instanceId: string, key: ToggleKey): Promise<{ toggleId: ToggleKey; isActive: boolean; settings: Record<string, unknown> }> {
    const row = await this.db.tenant(instanceId, (scope) => this.repo.find(scope, key));
    return { toggleId: key, isActive: row?.isActive ?? false, settings: row?.settings ?? {} };
  }

  async saveSettings(instanceId: string, key: ToggleKey, settings: Record<string, unknown>) {
    const row = await this.db.tenant(instanceId, (scope) => this.repo.upsert(scope, key, { settings }));
    return { toggleId: key, isActive: row.isActive, settings: row.settings };
  }
}
