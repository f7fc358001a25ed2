import { Inject, Injectable } from '@nestjs/common';
import { DEFAULT_BLUEPRINT_SETTINGS } from '@fieldwork/blueprint-core';
import { blueprintSettingsBodySchema, elementDefinitionSchema, type BlueprintSettingsBody, type InstanceSettings } from '@fieldwork/contracts';
import { z } from 'zod';
import type { Caller } from '../access/caller';
import { AppError } from '../common/app-error';
import type { Scope } from '../db/database';
import { EventsService } from '../events/events.service';
import { InstanceSettingsRepository } from './instance-settings.repository';
import { InstanceStateService } from './instance-state.service';

/** The stored blueprintSettings read leniently: a definition that no longer reads is left out, never a 500. */
const storedSchema = z.object({
  ratio: z.number().finite().positive().catch(DEFAULT_BLUEPRINT_SETTINGS.ratio),
  systemUnit: z.enum(['Meters', 'Inches']).catch('Meters'),
  elements: z
    .array(z.unknown())
    .catch([])
    .transform((list) => list.flatMap((e) => {
      const parsed = elementDefinitionSchema.safeParse(e);
      return parsed.success ? [parsed.data] : [];
    })),
});

/** The instance's blueprint settings (ratio, unit, element definitions) from its settings, with defaults. */
export function blueprintSettingsOf(settings: { blueprintSettings?: unknown } | null | undefined): BlueprintSettingsBody {
  const parsed = storedSchema.safeParse(settings?.blueprintSettings ?? {});
  return parsed.success ? parsed.data : { ...DEFAULT_BLUEPRINT_SETTINGS, elements: [] };
}

/**
 * GET and PUT /v2/settings/blueprints (spec 3 section 3, ADR 0046): the ratio used while a plan
 * is not measured, the unit, and the element definitions the editor's add-element menu offers,
 * kept in the instance settings' blueprintSettings (the bootstrap gives the ratio and the unit).
 */
@Injectable()
export class BlueprintSettingsService {
  constructor(
    @Inject(InstanceSettingsRepository) private readonly settings: InstanceSettingsRepository,
    @Inject(InstanceStateService) private readonly state: InstanceStateService,
    @Inject(EventsService) private readonly events: EventsService,
  ) {}

  async get(caller: Caller): Promise<{ success: true; data: BlueprintSettingsBody }> {
    return { success: true, data: await this.of(caller.scope) };
  }

  /** The settings of the caller's instance (cached with the instance state). */
  async of(scope: Scope): Promise<BlueprintSettingsBody> {
    return blueprintSettingsOf((await this.state.get(scope)).settings);
  }

  /**
   * Replaces the three with the instance's row locked. Removing a definition elements use is
   * allowed: they show as 'removed element'. blueprint_settings_updated names what changed.
   */
  async update(caller: Caller, body: BlueprintSettingsBody): Promise<{ success: true; data: BlueprintSettingsBody }> {
    const { scope, actor } = caller;
    const next = blueprintSettingsBodySchema.parse(body);
    const stored = await this.settings.get(scope, { forUpdate: true });
    if (!stored) throw new AppError('instance_not_found', 'No instance is served at this address');
    const before = blueprintSettingsOf(stored.settings);
    const changes = (['ratio', 'systemUnit', 'elements'] as const).filter((key) => JSON.stringify(before[key]) !== JSON.stringify(next[key]));
    if (changes.length > 0) {
      await this.settings.merge(scope, { blueprintSettings: next } as InstanceSettings);
      await this.events.emit(scope, {
        type: 'blueprint_settings_updated',
        aggregate: { type: 'instance', id: scope.instanceId },
        payload: { changes },
        actor,
      });
      scope.afterCommit(() => this.state.invalidate(scope.instanceId));
    }
    return { success: true, data: next };
  }
}
