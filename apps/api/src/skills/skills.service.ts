import { Inject, Injectable } from '@nestjs/common';
import {
  IMAGE_KINDS,
  SKILL_MESSAGES,
  skillsList,
  type FileKind,
  type ListQuery,
  type Skill,
  type SkillCreateBody,
  type SkillsPage,
  type SkillUpdateBody,
  type Success,
} from '@fieldwork/contracts';
import type { Caller } from '../access/caller';
import { AssetLinks } from '../assets/asset-links.service';
import { AssetsService } from '../assets/assets.service';
import { AppError } from '../common/app-error';
import { EventsService } from '../events/events.service';
import { ListContexts } from '../lists/list-context';
import { toListPage } from '../lists/list-page';
import { isUniqueViolation } from '../users/users.repository';
import { toSkill } from './skill-wire';
import { SkillsRepository, type SkillRow, type SkillValues } from './skills.repository';

/** GET /v2/skills serves at most the list's largest page size (100, as the pickers ask). */
const MAX_SKILLS_PAGE = Math.max(...skillsList.pageSizes);
const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The instance's skills catalogue (spec 2 sections 3 and 7): the list, one skill, create, change
 * and delete. Routes ask 'skill.read' or 'skill.manage'; each change is an event of the skill.
 */
@Injectable()
export class SkillsService {
  constructor(
    @Inject(SkillsRepository) private readonly repo: SkillsRepository,
    @Inject(EventsService) private readonly events: EventsService,
    @Inject(ListContexts) private readonly lists: ListContexts,
    @Inject(AssetsService) private readonly assets: AssetsService,
    @Inject(AssetLinks) private readonly links: AssetLinks,
  ) {}

  /** GET /v2/skills: a page of the catalogue, with the spec's `success`. */
  async list(caller: Caller, query: ListQuery): Promise<SkillsPage> {
    const capped = { ...query, limit: Math.min(query.limit, MAX_SKILLS_PAGE) };
    const page = await this.repo.page(caller.scope, capped, await this.lists.of(caller));
    return { success: true, ...toListPage(page.rows.map((row) => toSkill(this.links, row)), page, capped) };
  }

  async get(caller: Caller, id: string): Promise<Skill> {
    return toSkill(this.links, await this.load(caller, id));
  }

  /** POST /v2/skills: 409 when the instance has a skill of that name, whatever its case. */
  async create(caller: Caller, body: SkillCreateBody): Promise<Skill> {
    const { scope, actor } = caller;
    if (await this.repo.nameTaken(scope, body.name)) throw nameTaken(body.name);
    const avatar = body.avatar === undefined ? null : await this.avatarFor(caller, null, body.avatar);
    const row = await this.repo.insert(scope, {
      name: body.name,
      label: body.label ?? null,
      avatarAssetId: avatar ?? null,
      roles: body.roles,
    });
    if (!row) throw nameTaken(body.name);
    await this.events.emit(scope, { type: 'skill_created', aggregate: { type: 'skill', id: row.id }, payload: { skillId: row.id, name: row.name }, actor });
    return toSkill(this.links, row);
  }

  /** PATCH /v2/skills/{id}: what was sent and differs; an unchanged body changes nothing and records nothing. */
  async update(caller: Caller, id: string, body: SkillUpdateBody): Promise<Skill> {
    const { scope, actor } = caller;
    const row = await this.load(caller, id, { forUpdate: true });
    const patch: Partial<SkillValues> = {};
    if (body.name !== undefined && body.name !== row.name) {
      if (await this.repo.nameTaken(scope, body.name, row.id)) throw nameTaken(body.name);
      patch.name = body.name;
    }
    if (body.label !== undefined && body.label !== row.label) patch.label = body.label;
    if (body.roles !== undefined && !sameList(body.roles, row.roles)) patch.roles = body.roles;
    if (body.avatar !== undefined) {
      const avatar = await this.avatarFor(caller, row.avatarAssetId, body.avatar);
      if (avatar !== undefined) patch.avatarAssetId = avatar;
    }
    const changes = Object.keys(patch).map((key) => (key === 'avatarAssetId' ? 'avatar' : key));
    if (changes.length === 0) return toSkill(this.links, row);
    let updated: SkillRow | null;
    try {
      updated = await this.repo.update(scope, row.id, patch);
    } catch (error) {
      // Another request took the name between the check and the write.
      if (isUniqueViolation(error) && patch.name) throw nameTaken(patch.name);
      throw error;
    }
    if (!updated) throw AppError.notFound('Skill');
    await this.events.emit(scope, {
      type: 'skill_updated',
      aggregate: { type: 'skill', id: row.id },
      payload: { skillId: row.id, name: updated.name, changes },
      actor,
    });
    return toSkill(this.links, updated);
  }

  /** DELETE /v2/skills/{id}: the skill leaves the catalogue, the users who held it and what required it. */
  async remove(caller: Caller, id: string): Promise<Success> {
    const { scope, actor } = caller;
    const row = await this.repo.delete(scope, id);
    if (!row) throw AppError.notFound('Skill');
    await this.events.emit(scope, { type: 'skill_deleted', aggregate: { type: 'skill', id: row.id }, payload: { skillId: row.id, name: row.name }, actor });
    return { success: true };
  }

  private async load(caller: Caller, id: string, opts: { forUpdate?: boolean } = {}): Promise<SkillRow> {
    const row = await this.repo.findById(caller.scope, id, opts);
    if (!row) throw AppError.notFound('Skill');
    return row;
  }

  /** The image column for what was sent: an image's asset id sets it, null clears it, the current link (any other text) is no change. */
  private async avatarFor(caller: Caller, current: string | null, sent: string | null): Promise<string | null | undefined> {
    if (sent === null) return current === null ? undefined : null;
    if (!UUID_RE.test(sent)) return undefined;
    const id = sent.toLowerCase();
    if (id === current) return undefined;
    const kind = (await this.assets.readableKinds(caller, [id])).get(id);
    if (!kind || !IMAGE_KINDS.includes(kind as FileKind)) {
      throw new AppError('validation_failed', 'Not an image of yours', [{ path: 'avatar', message: 'No such image' }]);
    }
    return id;
  }
}

function nameTaken(name: string): AppError {
  return new AppError('conflict', SKILL_MESSAGES.nameTaken(name), [{ path: 'name', message: SKILL_MESSAGES.nameTaken(name) }]);
}

function sameList(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((v, i) => v === b[i]);
}
