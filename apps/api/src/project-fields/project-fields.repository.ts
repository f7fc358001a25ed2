import { Injectable } from '@nestjs/common';
import { and, asc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { ProjectFieldDefinition, ProjectFieldType, ProjectFieldVisibility } from '@fieldwork/contracts';
import type { Scope } from '../db/database';
import { clientProjects, instances, projectFieldListItems, projects, skills } from '../db/schema';

export type ListItemRow = typeof projectFieldListItems.$inferSelect;

/** Which items of a group: the shared ones, one project's own, or both. */
export interface ListScope {
  group: string;
  /** true: the project's own; false: the shared ones; undefined: both (the project's only when given). */
  isPrivate?: boolean;
  projectId?: string | null;
}

/** One distinct value of a field across projects. */
export interface FieldValueCount {
  value: string | number;
  label: string;
  count: number;
}

const ESCAPE_LIKE = /[\\%_]/g;

/**
 * All SQL of project fields: the fields and visibility columns of `projects`, the list items, the
 * definitions in the instance settings, and the skill ids a skills value names. Every method
 * takes the tenant scope first (row-level security stands behind it).
 */
@Injectable()
export class ProjectFieldsRepository {
  async saveFields(scope: Scope, id: string, fields: Record<string, unknown>): Promise<void> {
    await scope.tx
      .update(projects)
      .set({ fields, updatedAt: sql`now()` })
      .where(and(eq(projects.instanceId, scope.instanceId), eq(projects.id, id)));
  }

  async saveVisibility(scope: Scope, id: string, visibility: ProjectFieldVisibility): Promise<void> {
    await scope.tx
      .update(projects)
      .set({ visibility, updatedAt: sql`now()` })
      .where(and(eq(projects.instanceId, scope.instanceId), eq(projects.id, id)));
  }

  /** Stores the definitions and the turn-off-hidden option beside the other settings, in one statement. */
  async saveDefinitions(scope: Scope, definitions: readonly ProjectFieldDefinition[], turnOffHidden: boolean): Promise<void> {
    const patch = JSON.stringify({ projectFields: definitions, projectFieldsTurnOffHidden: turnOffHidden });
    await scope.tx
      .update(instances)
      .set({ settings: sql`coalesce(${instances.settings}, '{}'::jsonb) || ${patch}::jsonb`, updatedAt: sql`now()` })
      .where(eq(instances.id, scope.instanceId));
  }

  /** Removes the values and visibility entries of these field ids from every project of the tenant. */
  async pruneFields(scope: Scope, ids: readonly string[]): Promise<number> {
    if (ids.length === 0) return 0;
    const keys = sql`array[${sql.join(ids.map((id) => sql`${id}`), sql`, `)}]::text[]`;
    const rows = await scope.tx
      .update(projects)
      .set({ fields: sql`${projects.fields} - ${keys}`, visibility: sql`${projects.visibility} - ${keys}` })
      .where(and(eq(projects.instanceId, scope.instanceId), or(sql`${projects.fields} ?| ${keys}`, sql`${projects.visibility} ?| ${keys}`)))
      .returning({ id: projects.id });
    return rows.length;
  }

  /** The skills of the tenant among `ids`. */
  async existingSkills(scope: Scope, ids: readonly string[]): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const rows = await scope.tx
      .select({ id: skills.id })
      .from(skills)
      .where(and(eq(skills.instanceId, scope.instanceId), inArray(skills.id, [...ids])));
    return new Set(rows.map((r) => r.id));
  }

  // List items

  /** A group's items by label: shared, one project's own, or both; at most `limit`. */
  async listItems(scope: Scope, where: ListScope, opts: { search?: string; limit: number }): Promise<ListItemRow[]> {
    const conditions: SQL[] = [eq(projectFieldListItems.instanceId, scope.instanceId), eq(projectFieldListItems.group, where.group), this.scopeOf(where)];
    if (opts.search) {
      const pattern = `%${opts.search.replace(ESCAPE_LIKE, (c) => `\\${c}`)}%`;
      conditions.push(or(ilike(projectFieldListItems.label, pattern), ilike(projectFieldListItems.value, pattern))!);
    }
    return scope.tx
      .select()
      .from(projectFieldListItems)
      .where(and(...conditions))
      .orderBy(asc(projectFieldListItems.label), asc(projectFieldListItems.id))
      .limit(opts.limit);
  }

  /** Which of `values` a group's shared items (or a project's own) already hold. */
  async existingValues(scope: Scope, where: ListScope, values: readonly string[]): Promise<Set<string>> {
    if (values.length === 0) return new Set();
    const found = new Set<string>();
    // In chunks: a 10,000-line import asks about 10,000 values.
    for (let i = 0; i < values.length; i += 1000) {
      const rows = await scope.tx
        .select({ value: projectFieldListItems.value })
        .from(projectFieldListItems)
        .where(
          and(
            eq(projectFieldListItems.instanceId, scope.instanceId),
            eq(projectFieldListItems.group, where.group),
            this.scopeOf(where),
            inArray(projectFieldListItems.value, values.slice(i, i + 1000)),
          ),
        );
      for (const row of rows) found.add(row.value);
    }
    return found;
  }

  async insertItems(
    scope: Scope,
    where: ListScope,
    items: ReadonlyArray<{ label: string; value: string }>,
    createdBy: string,
  ): Promise<ListItemRow[]> {
    const inserted: ListItemRow[] = [];
    for (let i = 0; i < items.length; i += 1000) {
      const rows = await scope.tx
        .insert(projectFieldListItems)
        .values(
          items.slice(i, i + 1000).map((item) => ({
            instanceId: scope.instanceId,
            group: where.group,
            label: item.label,
            value: item.value,
            isPrivate: where.isPrivate === true,
            projectId: where.isPrivate ? where.projectId! : null,
            createdBy,
          })),
        )
        .returning();
      inserted.push(...rows);
    }
    return inserted;
  }

  async findItem(scope: Scope, id: string): Promise<ListItemRow | null> {
    const [row] = await scope.tx
      .select()
      .from(projectFieldListItems)
      .where(and(eq(projectFieldListItems.instanceId, scope.instanceId), eq(projectFieldListItems.id, id)))
      .limit(1);
    return row ?? null;
  }

  async deleteItem(scope: Scope, id: string): Promise<void> {
    await scope.tx.delete(projectFieldListItems).where(and(eq(projectFieldListItems.instanceId, scope.instanceId), eq(projectFieldListItems.id, id)));
  }

  // Values across projects

  /**
   * One field's distinct values with how many projects hold each, most held first. `clientId`
   * limits the projects to a client's own; `shownOnly` skips projects that hide the field;
   * `projectId` limits them to one.
   */
  async valueCounts(
    scope: Scope,
    field: { id: string; type: ProjectFieldType },
    opts: { clientId: string | null; shownOnly: boolean; projectId?: string; limit: number },
  ): Promise<FieldValueCount[]> {
    const conditions: SQL[] = [sql`p.instance_id = ${scope.instanceId}`, sql`p.fields ? ${field.id}`];
    if (opts.projectId) conditions.push(sql`p.id = ${opts.projectId}`);
    if (opts.shownOnly) conditions.push(sql`coalesce(p.visibility -> ${field.id}, 'true'::jsonb) <> 'false'::jsonb`);
    if (opts.clientId) {
      conditions.push(
        sql`exists (select 1 from ${clientProjects} cp where cp.instance_id = p.instance_id and cp.project_id = p.id and cp.user_id = ${opts.clientId})`,
      );
    }
    const value = sql`p.fields -> ${field.id}`;
    const source = valueSource(field.type, value);
    const result = (await scope.tx.execute(sql`
      select v.value, max(v.label) as label, count(distinct p.id) as count
      from projects p, lateral (${source}) v
      where ${sql.join(conditions, sql` and `)} and v.value is not null and v.value <> ''
      group by v.value
      order by count(distinct p.id) desc, v.value
      limit ${opts.limit}`)) as unknown as { rows: Array<{ value: string; label: string | null; count: number | string }> };
    return result.rows.map((row) => ({
      value: field.type === 'ranking' ? Number(row.value) : row.value,
      label: row.label ?? row.value,
      count: Number(row.count),
    }));
  }

  private scopeOf(where: ListScope): SQL {
    if (where.isPrivate === true) return eq(projectFieldListItems.projectId, where.projectId!);
    if (where.isPrivate === false || !where.projectId) return isNull(projectFieldListItems.projectId);
    return or(isNull(projectFieldListItems.projectId), eq(projectFieldListItems.projectId, where.projectId))!;
  }
}

/** The rows (value, label) a stored value of `type` yields; a value of another shape (never stored) yields none. */
function valueSource(type: ProjectFieldType, value: SQL): SQL {
  const array = sql`case when jsonb_typeof(${value}) = 'array' then ${value} else '[]'::jsonb end`;
  switch (type) {
    case 'text':
    case 'ranking':
      return sql`select ${value} #>> '{}' as value, ${value} #>> '{}' as label where jsonb_typeof(${value}) in ('string', 'number')`;
    case 'address':
      return sql`select ${value} ->> 'address' as value, ${value} ->> 'address' as label where jsonb_typeof(${value}) = 'object'`;
    case 'list':
      return sql`select e ->> 'value' as value, e ->> 'label' as label from jsonb_array_elements(${array}) e`;
    case 'statusList':
      return sql`select e ->> 'status' as value, e ->> 'status' as label from jsonb_array_elements(${array}) e`;
    case 'skills':
      return sql`select e #>> '{}' as value, coalesce((select s.name from ${skills} s where s.id::text = e #>> '{}'), e #>> '{}') as label from jsonb_array_elements(${array}) e`;
    default:
      return sql`select null::text as value, null::text as label where false`;
  }
}
