import { and, eq, inArray } from 'drizzle-orm';
import { FILE_KIND_GROUPS, filesList, type AssetTarget } from '@fieldwork/contracts';
import { assets } from '../db/schema';
import { defineListSql, filterSql, searchAny } from '../lists/list-sql';

/** GET /v2/asset (and the zip's filtered mode): the files list's sorts and filters as SQL. */
export const filesListSql = defineListSql({
  def: filesList,
  sorts: {
    createdAt: assets.createdAt,
    originalName: assets.originalName,
    size: assets.size,
  },
  filters: {
    kind: filterSql.anyOfGroups(assets.kind, FILE_KIND_GROUPS),
    name: filterSql.contains(assets.originalName),
    visibility: (value) => eq(assets.private, value === 'private'),
    uploadedBy: filterSql.userIds(assets.uploadedBy),
    owner: filterSql.userIds(assets.ownerId),
    createdAt: filterSql.during(assets.createdAt),
    // The files screen's ?jobId=a,b: files uploaded for those jobs.
    jobId: (ids) => and(eq(assets.target, 'job' satisfies AssetTarget), inArray(assets.targetId, ids))!,
    attachedTo: filterSql.steps(assets.target, assets.targetId),
  },
  search: searchAny(assets.originalName),
  tiebreak: assets.id,
});
