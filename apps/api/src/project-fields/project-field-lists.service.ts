import { Inject, Injectable } from '@nestjs/common';
import {
  PROJECT_LIST_CSV_REPORT_MAX,
  projectFieldListBulkFieldsSchema,
  type ProjectFieldListBulkReply,
  type ProjectFieldListItem,
  type ProjectFieldListQuery,
} from '@fieldwork/contracts';
import type { Caller } from '../access/caller';
import { AppError } from '../common/app-error';
import { readListCsv, type CsvRejection } from './list-csv';
import { ProjectFieldsRepository, type ListItemRow, type ListScope } from './project-fields.repository';
import { ProjectReader } from './project-reader';

/** An item as POST /v2/projects/fields/list gives it, already normalised by its schema. */
export interface NewListItem {
  group: string;
  label: string;
  value: string;
  isPrivate: boolean;
  project: string | null;
}

/**
 * The lists that list fields pick from (spec 3 section 7): a group's items, shared by the
 * instance or private to one project, each value once per group and scope. A private list is
 * reached through its project, under the project read rule.
 */
@Injectable()
export class ProjectFieldListsService {
  constructor(
    @Inject(ProjectFieldsRepository) private readonly repo: ProjectFieldsRepository,
    @Inject(ProjectReader) private readonly projects: ProjectReader,
  ) {}

  /** GET /v2/projects/fields/list/{group}. */
  async items(caller: Caller, group: string, query: ProjectFieldListQuery): Promise<ProjectFieldListItem[]> {
    if (query.project) await this.projects.load(caller, query.project);
    const where: ListScope = { group, isPrivate: query.isPrivate, projectId: query.project ?? null };
    const rows = await this.repo.listItems(caller.scope, where, { search: query.search, limit: query.limit });
    return rows.map(toWire);
  }

  /** POST /v2/projects/fields/list: a value already in the list is a conflict. */
  async add(caller: Caller, item: NewListItem): Promise<ProjectFieldListItem> {
    const where = await this.scopeOf(caller, item.group, item.isPrivate, item.project);
    const taken = await this.repo.existingValues(caller.scope, where, [item.value]);
    if (taken.size > 0) throw new AppError('conflict', `'${item.value}' is already in the list`, [{ path: 'value', message: 'Already in the list' }]);
    const [row] = await this.repo.insertItems(caller.scope, where, [item], caller.actor.id);
    return toWire(row);
  }

  /** DELETE /v2/projects/fields/list/{id}. Values that picked the item keep their label and value. */
  async remove(caller: Caller, id: string): Promise<{ success: true }> {
    const item = await this.repo.findItem(caller.scope, id);
    if (!item) throw AppError.notFound('List item');
    if (item.projectId) await this.projects.load(caller, item.projectId);
    await this.repo.deleteItem(caller.scope, id);
    return { success: true };
  }

  /**
   * POST /v2/projects/fields/list/bulk: the CSV's valid lines are added in this request's one
   * transaction; each refused line is reported with its number and reason (malformed, too long,
   * NUL, or a value the list or an earlier line already has).
   */
  async importCsv(caller: Caller, form: Record<string, string>, file: Buffer | null): Promise<ProjectFieldListBulkReply> {
    const parsed = projectFieldListBulkFieldsSchema.safeParse(form);
    if (!parsed.success) {
      const issues = parsed.error.issues.map((i) => ({ path: i.path.map(String).join('.'), message: i.message }));
      throw new AppError('validation_failed', issues[0].message, issues);
    }
    if (!file) throw new AppError('validation_failed', 'Attach the CSV file as the form field "file"', [{ path: 'file', message: 'Required' }]);
    const fields = parsed.data;
    const where = await this.scopeOf(caller, fields.group, fields.isPrivate, fields.project ?? null);
    const csv = readListCsv(file);

    const rejected: CsvRejection[] = [...csv.rejected];
    const taken = await this.repo.existingValues(caller.scope, where, csv.entries.map((e) => e.value));
    const firstLine = new Map<string, number>();
    const fresh = csv.entries.filter((entry) => {
      if (taken.has(entry.value)) {
        rejected.push({ line: entry.line, reason: `'${entry.value}' is already in the list` });
        return false;
      }
      const earlier = firstLine.get(entry.value);
      if (earlier !== undefined) {
        rejected.push({ line: entry.line, reason: `'${entry.value}' is already on line ${earlier}` });
        return false;
      }
      firstLine.set(entry.value, entry.line);
      return true;
    });
    await this.repo.insertItems(caller.scope, where, fresh, caller.actor.id);
    rejected.sort((a, b) => a.line - b.line);
    return {
      success: true,
      rows: csv.rows,
      inserted: fresh.length,
      rejected: rejected.length,
      report: rejected.slice(0, PROJECT_LIST_CSV_REPORT_MAX).map((r) => ({ line: r.line, reason: r.reason.slice(0, 300) })),
    };
  }

  /** Where an item goes: the shared list, or a project's own (the project must be readable). */
  private async scopeOf(caller: Caller, group: string, isPrivate: boolean, project: string | null): Promise<ListScope> {
    if (isPrivate && project) await this.projects.load(caller, project);
    return { group, isPrivate, projectId: isPrivate ? project : null };
  }
}

function toWire(row: ListItemRow): ProjectFieldListItem {
  return {
    _id: row.id,
    group: row.group,
    label: row.label,
    value: row.value,
    isPrivate: row.isPrivate,
    project: row.projectId,
    created_at: row.createdAt.toISOString(),
  };
}
