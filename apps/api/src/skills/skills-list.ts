import { or, sql } from 'drizzle-orm';
import { skillsList } from '@fieldwork/contracts';
import { skills } from '../db/schema';
import { defineListSql, searchAny } from '../lists/list-sql';

/** GET /v2/skills: the catalogue's sorts, role filter and search as SQL. */
export const skillsListSql = defineListSql({
  def: skillsList,
  sorts: {
    // As people read names: case aside (the unique index is on the lowercased name too).
    name: sql`lower(${skills.name})`,
    createdAt: skills.createdAt,
  },
  filters: {
    // Given to any of the roles chosen; a skill without roles is given to every role.
    role: (roles) => or(sql`${skills.roles} = '[]'::jsonb`, ...roles.map((role) => sql`${skills.roles} @> ${JSON.stringify([role])}::jsonb`))!,
  },
  search: searchAny(skills.name, skills.label),
  tiebreak: skills.id,
});
