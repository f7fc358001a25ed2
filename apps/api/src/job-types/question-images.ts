import { Inject, Injectable } from '@nestjs/common';
import {
  IMAGE_KINDS,
  isManagerRole,
  MESSAGES,
  QUESTION_TYPE_NUMBERS,
  type Question,
  type QuestionType,
  type Role,
} from '@fieldwork/contracts';
import type { Caller } from '../access/caller';
import { AssetLinks } from '../assets/asset-links.service';
import { AssetsService } from '../assets/assets.service';
import { AppError } from '../common/app-error';
import type { QuestionRow } from './job-types.repository';
import type { QuestionForm } from './question-forms';

type Issue = { path: string; message: string };
type Choice = { value: string; caption?: string; file?: string | null };

/** The images a question names: its backgrounds and its list choices' images. */
function imagesOf(form: Pick<QuestionForm, 'backgroundMobile' | 'backgroundDesktop' | 'settings'>): Array<{ path: string; id: string }> {
  const named: Array<{ path: string; id: string }> = [];
  if (form.backgroundMobile) named.push({ path: 'backgroundMobile', id: form.backgroundMobile });
  if (form.backgroundDesktop) named.push({ path: 'backgroundDesktop', id: form.backgroundDesktop });
  const childs = (form.settings.childs as Choice[] | undefined) ?? [];
  childs.forEach((choice, i) => {
    if (choice.file) named.push({ path: `settings.childs.${i}.file`, id: choice.file });
  });
  return named;
}

/**
 * A question's images: those it names must be images of this instance the caller may read (the
 * one asset check, AssetsService's), and a reply carries signed links to them, as a project's
 * avatar is answered.
 */
@Injectable()
export class QuestionImages {
  constructor(
    @Inject(AssetsService) private readonly assets: AssetsService,
    @Inject(AssetLinks) private readonly links: AssetLinks,
  ) {}

  /**
   * Refuses (400, naming the property) an image the caller may not name. Only images not already
   * on the question (`before`) are checked: a form sent back unchanged keeps its images.
   */
  async assertReadable(caller: Caller, form: QuestionForm, before: QuestionForm | null = null, prefix = ''): Promise<void> {
    const kept = new Set(before ? imagesOf(before).map((image) => image.id) : []);
    const named = imagesOf(form).filter((image) => !kept.has(image.id));
    if (named.length === 0) return;
    const found = await this.assets.readableImages(caller, named.map((image) => image.id), 'message');
    const issues: Issue[] = named.flatMap(({ path, id }) => {
      const image = found.get(id.toLowerCase());
      if (image === 'notImage') return [{ path: `${prefix}${path}`, message: MESSAGES.invalidFileType(IMAGE_KINDS) }];
      return image ? [] : [{ path: `${prefix}${path}`, message: 'No such image' }];
    });
    if (issues.length > 0) throw new AppError('validation_failed', issues[0].message, issues);
  }

  /** The ids among a form's images the caller may read, for a template's form whose images may have gone since. */
  async readableOf(caller: Caller, forms: readonly QuestionForm[]): Promise<Set<string>> {
    const ids = forms.flatMap((form) => imagesOf(form).map((image) => image.id));
    if (ids.length === 0) return new Set();
    const found = await this.assets.readableImages(caller, ids, 'message');
    return new Set([...found].filter(([, image]) => image !== 'notImage').map(([id]) => id));
  }

  /**
   * A question as every call answers it, for a reader of `role`: signed links to its images (no
   * query: the links are signed in memory), and the management note for managers only.
   */
  reply(row: QuestionRow, opts: { childrenCount: number; role: Role }): Question {
    const link = (assetId: string | null, size?: 'message') =>
      assetId ? this.links.url({ instanceId: row.instanceId, assetId, rendition: size ?? 'original' }, size ? { size } : {}) : null;
    const { managementNote, ...shared } = row.settings;
    const settings: Record<string, unknown> = isManagerRole(opts.role) ? { ...shared, managementNote: managementNote ?? '' } : shared;
    if (Array.isArray(settings.childs)) {
      settings.childs = (settings.childs as Choice[]).map((choice) => ({ ...choice, fileUrl: link(choice.file ?? null, 'message') }));
    }
    const type = row.type as QuestionType;
    return {
      _id: row.id,
      id: row.id,
      ID: row.number,
      jobType: row.jobTypeId,
      type,
      typeNumber: QUESTION_TYPE_NUMBERS[type],
      title: row.title,
      description: row.description,
      sequence: row.sequence,
      root: row.rootId,
      is_global: row.isGlobal,
      childrenCount: opts.childrenCount,
      settings: settings as Question['settings'],
      revision: row.revision,
      disabled: row.disabled,
      isClientVisible: row.isClientVisible,
      fileRequired: row.settings.fileIsRequired === true,
      stepIcon: row.stepIcon as Question['stepIcon'],
      withBackground: row.withBackground,
      backgroundMobile: row.backgroundMobile,
      backgroundDesktop: row.backgroundDesktop,
      backgroundMobileUrl: link(row.backgroundMobile),
      backgroundDesktopUrl: link(row.backgroundDesktop),
      darkMode: row.darkMode,
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
    };
  }
}
