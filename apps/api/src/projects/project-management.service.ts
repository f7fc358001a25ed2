import { Inject, Injectable } from '@nestjs/common';
import {
  cloneNameOf,
  IMAGE_KINDS,
  MESSAGES,
  type ProjectCreateBody,
  type ProjectDetail,
  type ProjectLocation,
  type ProjectUpdateBody,
  type Success,
} from '@fieldwork/contracts';
import { authorize, type Caller } from '../access/caller';
import { AssetsService } from '../assets/assets.service';
import { AppError } from '../common/app-error';
import { EventsService } from '../events/events.service';
import { ProjectDependents } from './project-dependents';
import { ProjectsRepository, type ProjectPatch, type ProjectRow } from './projects.repository';
import { ProjectsService } from './projects.service';

type Issue = { path: string; message: string };

/**
 * Changing projects: create (the wizard), clone, update and delete. Each runs in the request's
 * transaction and writes its event to the outbox with the change (ADR 0022, ADR 0031).
 */
@Injectable()
export class ProjectManagementService {
  constructor(
    @Inject(ProjectsRepository) private readonly projects: ProjectsRepository,
    @Inject(ProjectsService) private readonly reader: ProjectsService,
    @Inject(ProjectDependents) private readonly dependents: ProjectDependents,
    @Inject(AssetsService) private readonly assets: AssetsService,
    @Inject(EventsService) private readonly events: EventsService,
  ) {}

  /**
   * POST /v2/projects. The wizard asks only for a name, so the creator becomes the project's first
   * person (they may leave it with PUT); `users` adds others.
   */
  async create(caller: Caller, body: ProjectCreateBody): Promise<ProjectDetail> {
    const { scope, actor } = caller;
    authorize(caller, 'project.create');
    const people = [...new Set([actor.id, ...(await this.checkedUsers(caller, body.users ?? []))])];
    const project = await this.projects.insert(scope, {
      name: body.name,
      company: companyOf(body.company),
      location: body.location ?? null,
      createdBy: actor.id,
    });
    await this.projects.addUsers(scope, project.id, people);
    await this.events.emit(scope, {
      type: 'project_created',
      aggregate: { type: 'project', id: project.id },
      payload: { projectId: project.id, name: project.name, clonedFrom: null },
      actor,
    });
    return this.reader.detailOf(caller, project);
  }

  /**
   * POST /v2/projects/{id}/clone: a new project named "X (copy)" with the original's company,
   * location, field values, visibility map, people and avatar (the same image). Its client links,
   * feed and jobs stay with the original (ADR 0031).
   */
  async clone(caller: Caller, id: string): Promise<ProjectDetail> {
    const { scope, actor } = caller;
    const source = await this.reader.load(caller, id, 'project.clone');
    const people = (await this.projects.peopleOf(scope, [source.id])).get(source.id)!.people;
    const project = await this.projects.insert(scope, {
      name: cloneNameOf(source.name),
      company: source.company,
      location: source.location,
      avatarAssetId: source.avatarAssetId,
      fields: source.fields,
      visibility: source.visibility,
      createdBy: actor.id,
    });
    await this.projects.addUsers(scope, project.id, people.map((p) => p.id));
    await this.events.emit(scope, {
      type: 'project_created',
      aggregate: { type: 'project', id: project.id },
      payload: { projectId: project.id, name: project.name, clonedFrom: source.id },
      actor,
    });
    return this.reader.detailOf(caller, project);
  }

  /**
   * PUT /v2/projects/{id}: any of name, company, location, people (ids) and avatar (an image's asset
   * id; null removes it). A value sent as it is is no change; the changed properties are the event's.
   */
  async update(caller: Caller, id: string, body: ProjectUpdateBody): Promise<ProjectDetail> {
    const { scope, actor } = caller;
    const project = await this.reader.load(caller, id, 'project.update', { forUpdate: true });
    const { patch, changes } = await this.patchFor(caller, project, body);
    let people: string[] | null = null;
    if (body.users !== undefined) {
      const wanted = await this.checkedUsers(caller, body.users);
      const current = (await this.projects.peopleOf(scope, [project.id])).get(project.id)!.people.map((p) => p.id);
      if (!sameSet(wanted, current)) {
        people = wanted;
        changes.push('users');
      }
    }
    if (changes.length === 0) return this.reader.detailOf(caller, project);
    if (people) await this.projects.setUsers(scope, project.id, people);
    const updated = await this.projects.update(scope, project.id, patch);
    await this.events.emit(scope, {
      type: 'project_details_changed',
      aggregate: { type: 'project', id: project.id },
      payload: { projectId: project.id, name: updated.name, changes },
      actor,
    });
    return this.reader.detailOf(caller, updated);
  }

  /**
   * DELETE /v2/projects/{id}: refused while a registered dependent (jobs) still has rows of the
   * project; its people, client links and private list items go with it.
   */
  async remove(caller: Caller, id: string): Promise<Success> {
    const { scope, actor } = caller;
    const project = await this.reader.load(caller, id, 'project.delete', { forUpdate: true });
    const blocking = await this.dependents.blocking(scope, project.id);
    if (blocking) throw new AppError('conflict', MESSAGES.projectHasActivities, { dependent: blocking.name });
    try {
      await this.projects.delete(scope, project.id);
    } catch (error) {
      // A row of a dependent that refers to the project by a restricting foreign key says the same.
      if (isForeignKeyViolation(error)) throw new AppError('conflict', MESSAGES.projectHasActivities);
      throw error;
    }
    await this.events.emit(scope, {
      type: 'project_deleted',
      aggregate: { type: 'project', id: project.id },
      payload: { projectId: project.id, name: project.name },
      actor,
    });
    return { success: true };
  }

  /** What the body changes on the row, and the names of the changed properties. */
  private async patchFor(caller: Caller, project: ProjectRow, body: ProjectUpdateBody): Promise<{ patch: ProjectPatch; changes: string[] }> {
    const patch: ProjectPatch = {};
    const changes: string[] = [];
    if (body.name !== undefined && body.name !== project.name) {
      patch.name = body.name;
      changes.push('name');
    }
    if (body.company !== undefined && companyOf(body.company) !== project.company) {
      patch.company = companyOf(body.company);
      changes.push('company');
    }
    if (body.location !== undefined && !sameLocation(body.location, project.location)) {
      patch.location = body.location;
      changes.push('location');
    }
    if (body.avatar !== undefined && body.avatar?.toLowerCase() !== project.avatarAssetId) {
      patch.avatarAssetId = body.avatar === null ? null : await this.checkedAvatar(caller, body.avatar);
      changes.push('avatar');
    }
    return { patch, changes };
  }

  /** An avatar must be an image (jpeg or png) of this instance that the caller may read. */
  private async checkedAvatar(caller: Caller, assetId: string): Promise<string> {
    const image = await this.assets.avatarImage(caller, assetId);
    if (image === 'notImage') throw invalid(MESSAGES.invalidFileType(IMAGE_KINDS), [{ path: 'avatar', message: MESSAGES.invalidFileType(IMAGE_KINDS) }]);
    if (!image) throw invalid(`No such image: ${assetId}`, [{ path: 'avatar', message: 'No such image' }]);
    return image.id;
  }

  /** The ids, each a user of this instance who has not been removed; the first that is not is named in the refusal. */
  private async checkedUsers(caller: Caller, ids: readonly string[]): Promise<string[]> {
    const wanted = [...new Set(ids.map((id) => id.toLowerCase()))];
    const found = await this.projects.usersByIds(caller.scope, wanted, { removed: false });
    const issues: Issue[] = ids.flatMap((id, index) => (found.has(id.toLowerCase()) ? [] : [{ path: `users.${index}`, message: `No such user: ${id}` }]));
    if (issues.length > 0) throw invalid(issues[0].message, issues);
    return wanted;
  }
}

/** A company as stored: trimmed, and none when empty. */
function companyOf(company: string | null | undefined): string | null {
  return company?.trim() || null;
}

function sameLocation(a: ProjectLocation | null, b: ProjectLocation | null): boolean {
  if (!a || !b) return a === b;
  return a.lat === b.lat && a.long === b.long && a.address === b.address;
}

function sameSet(a: readonly string[], b: readonly string[]): boolean {
  const x = new Set(a);
  return x.size === new Set(b).size && b.every((v) => x.has(v));
}

function invalid(message: string, details: Issue[]): AppError {
  return new AppError('validation_failed', message, details);
}

/** PostgreSQL's foreign_key_violation, as node-postgres and PGlite raise it (drizzle wraps it in `cause`). */
function isForeignKeyViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth += 1) {
    if ((e as { code?: unknown }).code === '23503') return true;
  }
  return false;
}
