import { Inject, Injectable } from '@nestjs/common';
import {
  MAX_PAGE,
  PROJECT_CHOICES_MAX,
  PROJECT_DASHBOARD_RECENT,
  PROJECT_FEED_MAX_PAGE_SIZE,
  PROJECT_ROW_USERS,
  projectFieldDefinitionSchema,
  projectFieldIdSchema,
  projectFieldsFor,
  resolveDateFilter,
  toPage,
  type ActivityEntry,
  type Page,
  type ProjectChoice,
  type ProjectChoicesQuery,
  type ProjectCompany,
  type ProjectDashboard,
  type ProjectDetail,
  type ProjectFieldDefinition,
  type ProjectFieldVisibility,
  type ProjectFeedQuery,
  type ProjectsPage,
  type ProjectSubject,
  type ProjectSummary,
  type ListQuery,
  type UserProfile,
  type UserSummary,
} from '@fieldwork/contracts';
import { allows, authorize, type Caller } from '../access/caller';
import { AssetLinks } from '../assets/asset-links.service';
import { AssetsService, type Delivery } from '../assets/assets.service';
import { AppError } from '../common/app-error';
import { ListContexts } from '../lists/list-context';
import { toListPage } from '../lists/list-page';
import { InstanceStateService } from '../settings/instance-state.service';
import { activityEntry, peopleIn } from '../users/activity-messages';
import { ProjectsRepository, type ClientScope, type PersonRow, type ProjectChoiceRow, type ProjectPeople, type ProjectRow } from './projects.repository';

/** The companies GET /v2/projects/companies lists at most. */
const MAX_COMPANIES = 1000;

type ProjectAction = 'project.read' | 'project.update' | 'project.delete' | 'project.clone';

/**
 * Reading projects: the list, the pickers' choices, the companies, the dashboard, one project,
 * its cover and its feed. Clients see their client projects only, as the access policy says.
 */
@Injectable()
export class ProjectsService {
  constructor(
    @Inject(ProjectsRepository) private readonly projects: ProjectsRepository,
    @Inject(AssetLinks) private readonly links: AssetLinks,
    @Inject(AssetsService) private readonly assets: AssetsService,
    @Inject(ListContexts) private readonly lists: ListContexts,
    @Inject(InstanceStateService) private readonly instances: InstanceStateService,
  ) {}

  /** GET /v2/projects: a page of the projects grid; each row with its first people. */
  async list(caller: Caller, query: ListQuery): Promise<ProjectsPage> {
    const { scope } = caller;
    const page = await this.projects.page(scope, query, await this.lists.of(caller), this.clientScope(caller));
    const people = await this.projects.peopleOf(scope, page.rows.map((row) => row.id), PROJECT_ROW_USERS);
    return toListPage(page.rows.map((row) => this.summary(row, people.get(row.id)!)), page, query);
  }

  /** GET /v2/projects/all: the projects the caller sees, by name, for pickers (at most PROJECT_CHOICES_MAX). */
  async choices(caller: Caller, query: ProjectChoicesQuery): Promise<ProjectChoice[]> {
    const rows = await this.projects.choices(caller.scope, this.clientScope(caller), { search: query.search || undefined, companies: query.company }, PROJECT_CHOICES_MAX);
    return rows.map((row) => this.choice(row));
  }

  /**
   * GET /v2/projects/companies: the companies projects are for, with their project counts, for the
   * user wizard's client step. The route asks who may list users (staff); the projects app must be on.
   */
  async companies(caller: Caller): Promise<ProjectCompany[]> {
    authorize(caller, 'project.list');
    return this.projects.companies(caller.scope, MAX_COMPANIES);
  }

  /** GET /v2/projects/dashboard: how many projects the caller sees, how many are new this month, the last changed. */
  async dashboard(caller: Caller): Promise<ProjectDashboard> {
    const ctx = await this.lists.of(caller);
    const month = resolveDateFilter({ preset: 'this_month' }, ctx.now, { timeZone: ctx.timeZone });
    const counts = await this.projects.dashboard(caller.scope, this.clientScope(caller), month!.from!, PROJECT_DASHBOARD_RECENT);
    return {
      total: counts.total,
      createdThisMonth: counts.createdSince,
      recent: counts.recent.map((row) => ({ ...this.choice(row), updated_at: row.updatedAt.toISOString() })),
    };
  }

  /** GET /v2/projects/{id}. */
  async detail(caller: Caller, id: string): Promise<ProjectDetail> {
    return this.detailOf(caller, await this.load(caller, id, 'project.read'));
  }

  /** GET /v2/projects/{id}/cover: the project's avatar at 500x500; 404 when it has none. */
  async cover(caller: Caller, id: string): Promise<Delivery> {
    const project = await this.load(caller, id, 'project.read');
    if (!project.avatarAssetId) throw AppError.notFound('Cover');
    return this.assets.rendition(caller.scope, project.avatarAssetId, 'avatar');
  }

  /** GET /v2/projects/{id}/feeds: what happened to the project, newest first (ADR 0031: read from the outbox). */
  async feed(caller: Caller, id: string, query: ProjectFeedQuery): Promise<Page<ActivityEntry>> {
    if (query.page > MAX_PAGE) throw new AppError('validation_failed', `A page is a number from 1 to ${MAX_PAGE}`, [{ path: 'page', message: 'Too large' }]);
    const { scope } = caller;
    const project = await this.load(caller, id, 'project.read');
    const limit = Math.min(query.page_size, PROJECT_FEED_MAX_PAGE_SIZE);
    const { rows, total } = await this.projects.feedPage(scope, project.id, { limit, offset: (query.page - 1) * limit });
    const people = await this.projects.usersByIds(scope, [...new Set(rows.flatMap(peopleIn))], { removed: true });
    const names = new Map([...people].map(([userId, p]) => [userId, { first: p.firstName, last: p.lastName, email: p.email }]));
    return toPage(rows.map((row) => activityEntry(row, names)), total, query.page, limit);
  }

  /**
   * A project the caller may do `action` to, loaded (and locked with `forUpdate`); a project they
   * may not see, or another tenant's, is answered as absent.
   */
  async load(caller: Caller, id: string, action: ProjectAction, opts: { forUpdate?: boolean } = {}): Promise<ProjectRow> {
    const project = await this.projects.findById(caller.scope, id, opts);
    if (!project) throw AppError.notFound('Project');
    authorize(caller, action, await this.subjectOf(caller, project));
    return project;
  }

  /** The project as its reader gets it: every person, the fields they may read, the visibility map if they may change it. */
  async detailOf(caller: Caller, project: ProjectRow): Promise<ProjectDetail> {
    const people = await this.projects.peopleOf(caller.scope, [project.id]);
    const { settings } = await this.instances.get(caller.scope);
    const definitions = projectFieldDefinitionsOf(settings.projectFields);
    const visibility = cleanVisibility(project.visibility);
    return {
      ...this.summary(project, people.get(project.id)!),
      avatarAssetId: project.avatarAssetId,
      fields: projectFieldsFor(definitions, { fields: project.fields, visibility }, caller.actor, caller.policy, {
        turnOffHidden: settings.projectFieldsTurnOffHidden,
      }),
      visibility: allows(caller, 'projectField.setVisibility') ? visibility : {},
      created_by: project.createdBy,
    };
  }

  /**
   * Client project ids for a user (PUT /v2/users/{id}, POST /v2/users): each a project of this
   * instance, deduplicated; the first that is not is named in the refusal.
   */
  async clientProjectIds(caller: Caller, ids: readonly string[]): Promise<string[]> {
    const wanted = [...new Set(ids.map((id) => id.toLowerCase()))];
    const found = await this.projects.existingIds(caller.scope, wanted);
    const issues = ids.flatMap((id, index) => (found.has(id.toLowerCase()) ? [] : [{ path: `client_projects.${index}`, message: `No such project: ${id}` }]));
    if (issues.length > 0) throw new AppError('validation_failed', issues[0].message, issues);
    return wanted;
  }

  /** Makes `projectIds` (as clientProjectIds answered them) the user's client projects. */
  async setClientProjects(caller: Caller, userId: string, projectIds: readonly string[]): Promise<void> {
    await this.projects.setClientProjects(caller.scope, userId, projectIds);
  }

  /** The ids of a client's client projects (none for anyone else: only clients have them). */
  async clientProjectIdsOf(caller: Caller, user: { id: string; role: string }): Promise<string[]> {
    if (user.role !== 'client') return [];
    return (await this.projects.clientProjectsOf(caller.scope, user.id)).map((p) => p.id);
  }

  /**
   * A user's projects as profiles show them (spec 1 section 3): a client's client projects, and
   * the map of every project they are one of the people of or a client of, by id.
   */
  async projectsOfUser(caller: Caller, user: { id: string; role: string }): Promise<Pick<UserProfile, 'client_projects' | 'projects'>> {
    // Client links count for clients only (a former client keeps none of them).
    const rows = (await this.projects.projectsOfUser(caller.scope, user.id)).filter((row) => row.member || (row.client && user.role === 'client'));
    const projects: UserProfile['projects'] = {};
    for (const row of rows) projects[row.id] = { name: row.name, avatar: this.avatarOf(row) };
    const client = rows.filter((row) => row.client && user.role === 'client');
    return { client_projects: client.map((row) => ({ _id: row.id, name: row.name, avatar: this.avatarOf(row) })), projects };
  }

  /** A signed link to a project's 500x500 avatar, so that it shows in an <img> without a bearer header. */
  avatarOf(row: Pick<ProjectRow, 'instanceId' | 'avatarAssetId'>): string | null {
    return avatarLink(this.links, row);
  }

  /**
   * Whose projects a list is narrowed to: when the policy would not show this caller a project
   * that is not one of their client projects, only their client projects.
   */
  private clientScope(caller: Caller): ClientScope {
    return allows(caller, 'project.read', { id: '', isClientProject: false }) ? null : caller.actor.id;
  }

  /** What the policy's project rules look at: whether the caller is a client of this project (asked of clients only). */
  private async subjectOf(caller: Caller, project: ProjectRow): Promise<ProjectSubject> {
    const isClient = caller.actor.role === 'client' && (await this.projects.isClientProject(caller.scope, caller.actor.id, project.id));
    return { id: project.id, isClientProject: isClient };
  }

  private summary(row: ProjectRow, people: ProjectPeople): ProjectSummary {
    return {
      _id: row.id,
      name: row.name,
      company: row.company,
      avatar: this.avatarOf(row),
      location: row.location,
      users: people.people.map((person) => personSummary(this.links, person)),
      usersCount: people.count,
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
    };
  }

  private choice(row: ProjectChoiceRow): ProjectChoice {
    return { _id: row.id, name: row.name, company: row.company, avatar: this.avatarOf(row) };
  }
}

/** A signed link to the 500x500 rendition of a project's avatar. */
export function avatarLink(links: AssetLinks, row: Pick<ProjectRow, 'instanceId' | 'avatarAssetId'>): string | null {
  if (!row.avatarAssetId) return null;
  return links.url({ instanceId: row.instanceId, assetId: row.avatarAssetId, rendition: 'avatar' }, { size: 'avatar' });
}

/** A project's person as pickers show people. */
function personSummary(links: AssetLinks, person: PersonRow): UserSummary {
  return {
    _id: person.id,
    name: { first: person.firstName, last: person.lastName },
    email: person.email,
    role: person.role,
    avatar: person.avatarAssetId
      ? links.url({ instanceId: person.instanceId, assetId: person.avatarAssetId, rendition: 'avatar' }, { size: 'avatar' })
      : null,
  };
}

/**
 * The instance's project field definitions, from its settings; an entry that does not parse is
 * left out (the project-fields settings call validates what it stores).
 */
export function projectFieldDefinitionsOf(stored: readonly unknown[]): ProjectFieldDefinition[] {
  return stored.flatMap((entry) => {
    const parsed = projectFieldDefinitionSchema.safeParse(entry);
    return parsed.success ? [parsed.data] : [];
  });
}

/** The visibility map as the wire has it: only entries keyed by a field id and saying true or false. */
function cleanVisibility(stored: Record<string, unknown>): ProjectFieldVisibility {
  return Object.fromEntries(
    Object.entries(stored).filter(([key, shown]) => typeof shown === 'boolean' && projectFieldIdSchema.safeParse(key).success),
  ) as ProjectFieldVisibility;
}
