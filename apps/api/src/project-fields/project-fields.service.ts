import { Inject, Injectable } from '@nestjs/common';
import {
  can,
  isAdminRole,
  LISTED_VALUE_TYPES,
  MESSAGES,
  projectFieldApp,
  projectFieldAppOn,
  projectFieldsFor,
  projectFieldSubject,
  projectFieldValueSchema,
  withSettingDefaults,
  type Decision,
  type ProjectFieldDefinition,
  type ProjectFieldDefinitions,
  type ProjectFieldsPatchBody,
  type ProjectFieldsPatchReply,
  type ProjectFieldsSettings,
  type ProjectFieldValues,
  type ProjectFieldValuesQuery,
  type ProjectFieldVisibility,
  type ProjectFieldVisibilityReply,
} from '@fieldwork/contracts';
import { authorize, enforce, type Caller } from '../access/caller';
import { AssetsService } from '../assets/assets.service';
import { AppError } from '../common/app-error';
import { EventsService } from '../events/events.service';
import { InstanceSettingsRepository } from '../settings/instance-settings.repository';
import { InstanceStateService } from '../settings/instance-state.service';
import { ProjectFieldsRepository } from './project-fields.repository';
import { ProjectReader, type ProjectFieldsRow } from './project-reader';

type Issue = { path: string; message: string };

/**
 * Project fields (spec 3 sections 3, 4 and 6; ADR 0032): the instance's definitions, a project's
 * values (all or nothing, each checked against its field's kind and rule), its visibility map, and
 * one field's values across the caller's projects.
 */
@Injectable()
export class ProjectFieldsService {
  constructor(
    @Inject(ProjectFieldsRepository) private readonly repo: ProjectFieldsRepository,
    @Inject(ProjectReader) private readonly projects: ProjectReader,
    @Inject(InstanceStateService) private readonly state: InstanceStateService,
    @Inject(InstanceSettingsRepository) private readonly settings: InstanceSettingsRepository,
    @Inject(AssetsService) private readonly assets: AssetsService,
    @Inject(EventsService) private readonly events: EventsService,
  ) {}

  /**
   * PUT /v2/settings/projectFields. A field removed, or given another kind, has its values and
   * visibility entries removed from every project in the same transaction: a value is never read
   * under a kind it was not checked against.
   */
  async define(caller: Caller, fields: ProjectFieldDefinitions, turnOffHidden?: boolean): Promise<ProjectFieldsSettings> {
    const { scope } = caller;
    // Read through the transaction, not the cache: what is pruned must be what was stored.
    const stored = await this.settings.get(scope);
    if (!stored) throw new AppError('instance_not_found', 'No instance is served at this address');
    const current = withSettingDefaults(stored.settings, stored.name);
    const kept = new Map(fields.map((f) => [f.id, f.type]));
    const gone = current.projectFields.filter((f) => kept.get(f.id) !== f.type).map((f) => f.id);
    const hiddenOff = turnOffHidden ?? current.projectFieldsTurnOffHidden;
    await this.repo.saveDefinitions(scope, fields, hiddenOff);
    await this.repo.pruneFields(scope, gone);
    scope.afterCommit(() => this.state.invalidate(scope.instanceId));
    return { success: true, projectFields: fields, projectFieldsTurnOffHidden: hiddenOff };
  }

  /**
   * PATCH /v2/projects/{id}/fields: every field named must exist (400), be one the caller may
   * update on this project (a field they may not see is a 404 naming it), have its app on, and
   * get a value of its kind whose files, plans and skills exist; otherwise nothing is written.
   */
  async patch(caller: Caller, projectId: string, body: ProjectFieldsPatchBody): Promise<ProjectFieldsPatchReply> {
    const { scope, actor } = caller;
    const project = await this.projects.load(caller, projectId, { forUpdate: true });
    const { settings } = await this.state.get(scope);
    const definitions = new Map(settings.projectFields.map((f) => [f.id, f]));

    const unknown = body.filter((entry) => !definitions.has(entry.id));
    if (unknown.length > 0) {
      throw invalid(`No such project field: ${unknown.map((e) => e.id).join(', ')}`, unknown.map((e) => ({ path: `fields.${e.id}`, message: 'No such project field' })));
    }
    const changed = body.map((entry) => ({ field: definitions.get(entry.id)!, sent: entry.value }));
    for (const { field } of changed) this.mayUpdate(caller, field, project);

    const values = await this.checkedValues(caller, changed);
    const next = { ...project.fields };
    const changes: string[] = [];
    for (const { field } of changed) {
      const value = values.get(field.id);
      if (value === null) {
        if (!(field.id in next)) continue;
        delete next[field.id];
      } else if (sameJson(next[field.id], value)) {
        continue;
      } else {
        next[field.id] = value;
      }
      changes.push(`fields.${field.id}`);
    }
    if (changes.length > 0) {
      await this.repo.saveFields(scope, project.id, next);
      await this.events.emit(scope, {
        type: 'project_details_changed',
        aggregate: { type: 'project', id: project.id },
        payload: { projectId: project.id, name: project.name, changes },
        actor,
      });
    }
    const views = projectFieldsFor(
      changed.map((c) => c.field),
      { fields: next, visibility: project.visibility },
      actor,
      caller.policy,
      { turnOffHidden: settings.projectFieldsTurnOffHidden },
    );
    return { success: true, fields: views };
  }

  /** POST /v2/projects/{id}/fields/visibility: admins show or hide fields of one project (spec 3 section 4). */
  async setVisibility(caller: Caller, projectId: string, sent: ProjectFieldVisibility): Promise<ProjectFieldVisibilityReply> {
    const { scope, actor } = caller;
    const project = await this.projects.load(caller, projectId, { forUpdate: true });
    const { settings } = await this.state.get(scope);
    const ids = new Set(settings.projectFields.map((f) => f.id));
    const unknown = Object.keys(sent).filter((id) => !ids.has(id));
    if (unknown.length > 0) {
      throw invalid(`No such project field: ${unknown.join(', ')}`, unknown.map((id) => ({ path: id, message: 'No such project field' })));
    }
    const next = { ...project.visibility, ...sent };
    if (!sameJson(next, project.visibility)) {
      await this.repo.saveVisibility(scope, project.id, next);
      await this.events.emit(scope, {
        type: 'project_details_changed',
        aggregate: { type: 'project', id: project.id },
        payload: { projectId: project.id, name: project.name, changes: ['visibility'] },
        actor,
      });
    }
    return { success: true, visibility: next };
  }

  /**
   * GET /v2/projects/fields/values: one field's distinct values with how many of the caller's
   * projects hold each (a client's own projects; hidden ones skipped for all but admins), or those
   * of one project.
   */
  async values(caller: Caller, query: ProjectFieldValuesQuery): Promise<ProjectFieldValues> {
    const { scope, actor } = caller;
    authorize(caller, 'project.read');
    // A project named must be the caller's to read before anything is said about its fields.
    const project = query.project ? await this.projects.load(caller, query.project) : null;
    const { settings } = await this.state.get(scope);
    const field = settings.projectFields.find((f) => f.id === query.field);
    if (!field) throw invalid(`No such project field: ${query.field}`, [{ path: 'field', message: 'No such project field' }]);
    const turnOffHidden = settings.projectFieldsTurnOffHidden;
    if (!projectFieldAppOn(field.type, caller.policy.toggles)) throw AppError.notFound('Project field');
    authorize(caller, 'projectField.read', projectFieldSubject(field, {}));
    if (project) {
      const subject = projectFieldSubject(field, project.visibility);
      if (subject.hidden && turnOffHidden) throw AppError.notFound('Project field');
      authorize(caller, 'projectField.read', subject);
    }
    if (!LISTED_VALUE_TYPES.includes(field.type)) {
      throw invalid(`Values of ${field.type} fields are not listed`, [{ path: 'field', message: `Listed kinds: ${LISTED_VALUE_TYPES.join(', ')}` }]);
    }
    const values = await this.repo.valueCounts(scope, field, {
      clientId: actor.role === 'client' ? actor.id : null,
      shownOnly: !isAdminRole(actor.role) || turnOffHidden,
      projectId: query.project,
      limit: query.limit,
    });
    return { field: field.id, type: field.type, values };
  }

  /** Refuses a field the caller may not change here: 404 for one they may not see, 403 otherwise, naming it. */
  private mayUpdate(caller: Caller, field: ProjectFieldDefinition, project: ProjectFieldsRow): void {
    const decision: Decision = can(caller.actor, 'projectField.update', projectFieldSubject(field, project.visibility), caller.policy);
    if (!decision.allowed) {
      const details = [{ path: `fields.${field.id}`, message: decision.reason }];
      if (decision.reason === 'not_visible') throw new AppError('not_found', `Project field '${field.id}' not found`, details);
      if (decision.reason === 'permission') throw new AppError('forbidden', `You may not change the project field '${field.id}'`, details);
      enforce(decision);
    }
    const app = projectFieldApp(field.type);
    if (app && !projectFieldAppOn(field.type, caller.policy.toggles)) {
      throw new AppError('toggle_disabled', `The ${app} app is switched off for this instance`, { reason: 'app_off', app, field: field.id });
    }
  }

  /** Each value parsed by its kind, then the files, plans and skills it names checked to exist for the caller. */
  private async checkedValues(caller: Caller, changed: ReadonlyArray<{ field: ProjectFieldDefinition; sent: unknown }>): Promise<Map<string, unknown>> {
    const issues: Issue[] = [];
    const values = new Map<string, unknown>();
    for (const { field, sent } of changed) {
      const parsed = projectFieldValueSchema(field.type, field).safeParse(sent);
      if (parsed.success) values.set(field.id, parsed.data);
      else issues.push(...parsed.error.issues.map((i) => ({ path: ['fields', field.id, ...i.path.map(String)].join('.'), message: i.message })));
    }
    if (issues.length > 0) throw invalid(`Project field '${issues[0].path.split('.')[1]}': ${issues[0].message}`, issues);

    const idsOf = (type: ProjectFieldDefinition['type']) =>
      changed.filter((c) => c.field.type === type && values.get(c.field.id) !== null).map((c) => ({ id: c.field.id, ids: values.get(c.field.id) as string[] }));
    const files = [...idsOf('fileList'), ...idsOf('blueprintList')];
    const kinds = await this.assets.readableKinds(caller, files.flatMap((f) => f.ids));
    for (const { id, ids } of idsOf('fileList')) {
      if (ids.some((asset) => !kinds.has(asset))) issues.push({ path: `fields.${id}`, message: 'No such file' });
    }
    for (const { id, ids } of idsOf('blueprintList')) {
      if (ids.some((asset) => !kinds.has(asset))) issues.push({ path: `fields.${id}`, message: 'No such file' });
      else if (ids.some((asset) => kinds.get(asset) !== 'pdf')) issues.push({ path: `fields.${id}`, message: MESSAGES.invalidFileType(['pdf']) });
    }
    const skillFields = idsOf('skills');
    const skills = await this.repo.existingSkills(caller.scope, skillFields.flatMap((f) => f.ids));
    for (const { id, ids } of skillFields) if (ids.some((skill) => !skills.has(skill))) issues.push({ path: `fields.${id}`, message: 'No such skill' });
    if (issues.length > 0) throw invalid(`Project field '${issues[0].path.split('.')[1]}': ${issues[0].message}`, issues);
    return values;
  }
}

/** Equal as JSON, whatever the order of object keys (jsonb does not keep it). */
function sameJson(a: unknown, b: unknown): boolean {
  return JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));
}

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.keys(value).sort().map((k) => [k, canonical((value as Record<string, unknown>)[k])]));
  }
  return value;
}

function invalid(message: string, details: Issue[]): AppError {
  return new AppError('validation_failed', message, details);
}
