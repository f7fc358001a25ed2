import { answerLocationSchema, answerRangeSchema, type Answer, type UserSummary } from '@fieldwork/contracts';
import type { AssetLinks } from '../assets/asset-links.service';
import type { AnswerHistoryRow, AnswerRow, AssetRefRow } from './jobs.repository';

/** Kinds of file that have a thumbnail rendition. */
const PREVIEWABLE = new Set(['jpeg', 'png', 'pdf']);

export interface AnswerView {
  /** The answerer and the history: hidden from clients (spec 2 section 2). */
  showAnswerer: boolean;
  /** Where it was answered: sys_admin only. */
  showLocation: boolean;
}

export interface AnswerContext {
  history: readonly AnswerHistoryRow[];
  files: ReadonlyMap<string, AssetRefRow>;
  people: (id: string | null) => UserSummary | null;
  links: AssetLinks;
  view: AnswerView;
}

/** The asset ids answers name (their files and signatures), each once: what their readers load to show them. */
export function answerAssetIds(rows: readonly Pick<AnswerRow, 'files' | 'signatureAssetId'>[]): string[] {
  const ids = rows.flatMap((row) => [...(Array.isArray(row.files) ? row.files : []), ...(row.signatureAssetId ? [row.signatureAssetId] : [])]);
  return [...new Set(ids.filter((id): id is string => typeof id === 'string'))];
}

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/**
 * An answer as the job's reader gets it (contracts' answerSchema): files and the signature as
 * signed links; the punch clock and date range from the row's extra values. A file that is gone
 * is left out.
 */
export function answerOf(row: AnswerRow, ctx: AnswerContext): Answer {
  const extra = row.extra ?? {};
  const grant = (assetId: string, rendition: string) => ({ instanceId: row.instanceId, assetId, rendition });
  const files = (Array.isArray(row.files) ? row.files : []).flatMap((assetId) => {
    const file = typeof assetId === 'string' ? ctx.files.get(assetId) : undefined;
    if (!file) return [];
    return [
      {
        assetId: file.id,
        name: file.originalName,
        kind: file.kind,
        url: ctx.links.url(grant(file.id, 'original')),
        thumbnail: PREVIEWABLE.has(file.kind) ? ctx.links.url(grant(file.id, 'thumbnail'), { size: 'thumbnail' }) : null,
      },
    ];
  });
  // Stored by the answering issue; a value that does not parse is shown as none rather than failing the job.
  const range = answerRangeSchema.safeParse(extra.range);
  const answer: Answer = {
    _id: row.id,
    question: row.key,
    questionId: row.questionId,
    revision: row.revision,
    value: row.value,
    files,
    comment: row.comment,
    signature: row.signatureAssetId && ctx.files.has(row.signatureAssetId) ? ctx.links.url(grant(row.signatureAssetId, 'original')) : null,
    emails: Array.isArray(row.emails) ? row.emails.filter((e): e is string => typeof e === 'string') : [],
    isIssue: row.isIssue,
    elements: Array.isArray(row.elements) ? row.elements : [],
    search_value: row.searchValue,
    date: row.answeredAt.toISOString(),
    punchStart: text(extra.punchStart),
    punchEnd: text(extra.punchEnd),
    punchDuration: typeof extra.punchDuration === 'number' ? extra.punchDuration : null,
    punchClockOn: extra.punchClockOn === true,
    range: range.success ? range.data : null,
  };
  if (ctx.view.showAnswerer) {
    answer.user = ctx.people(row.userId);
    answer.history = ctx.history.map((h) => ({ user: ctx.people(h.userId), date: h.createdAt.toISOString(), before: h.before, after: h.after }));
  }
  if (ctx.view.showLocation) {
    const location = answerLocationSchema.safeParse(row.location);
    answer.location = location.success ? location.data : null;
  }
  return answer;
}
