import type { Readable } from 'node:stream';
import { Inject, Injectable } from '@nestjs/common';
import { REMOVED_ELEMENT_COLOR, REMOVED_ELEMENT_LABEL, type CanvasShape } from '@fieldwork/blueprint-core';
import type { BlueprintPdfExportBody, MarkingsExportBody } from '@fieldwork/contracts';
import { authorize, type Caller } from '../access/caller';
import { AssetLinks } from '../assets/asset-links.service';
import { AssetUploadService } from '../assets/asset-upload.service';
import { AppError } from '../common/app-error';
import { STORAGE } from '../core/tokens';
import { Turns } from '../jobs-export/job-export.service';
import { InstanceStateService } from '../settings/instance-state.service';
import type { StorageDriver } from '../storage/storage-driver';
import { BlueprintsService } from './blueprints.service';
import { blueprintPdf, PlanUnreadableError } from './export/blueprint-pdf';
import { markingsWorkbook } from './export/markings-workbook';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** Blueprint PDFs this process builds at once (each holds the plan, its parsed objects and the output in memory, ADR 0047); more wait their turn. */
const PDFS_AT_ONCE = 1;

/**
 * The blueprint exports (spec 3 section 3, ADR 0046): the spreadsheet of markings and the plan
 * page as a PDF with its elements and summary. What they cover is chosen and measured by
 * BlueprintsService.exportSelection, with the reads' visibility; nothing measured is taken from
 * the client.
 */
@Injectable()
export class BlueprintExportsService {
  constructor(
    @Inject(BlueprintsService) private readonly blueprints: BlueprintsService,
    @Inject(AssetUploadService) private readonly uploads: AssetUploadService,
    @Inject(AssetLinks) private readonly links: AssetLinks,
    @Inject(STORAGE) private readonly storage: StorageDriver,
    @Inject(InstanceStateService) private readonly instances: InstanceStateService,
  ) {}

  private readonly turns = new Turns(PDFS_AT_ONCE);

  /** POST /v2/blueprints/markings/export: the workbook's bytes and its file name. */
  async workbook(caller: Caller, body: MarkingsExportBody): Promise<{ bytes: Buffer; fileName: string; contentType: string }> {
    authorize(caller, 'blueprint.read');
    const selection = await this.blueprints.exportSelection(caller, body);
    const numbers = new Map(selection.jobs.map((j) => [j.id, j.number]));
    const jobs = selection.elements.map((e) => numbers.get(e.jobId)!);
    const bytes = await markingsWorkbook([{ blueprint: selection.plan.originalName, export: selection.export, jobs }], { unit: selection.settings.systemUnit, lang: body.lang ?? 'en' });
    return { bytes: Buffer.from(bytes), fileName: `${stem(selection.plan.originalName)}-markings.xlsx`, contentType: XLSX_TYPE };
  }

  /** POST /v2/jobs/blueprint/export: the PDF stored as an asset, and a signed link to download it. */
  async pdf(caller: Caller, body: BlueprintPdfExportBody): Promise<{ success: true; link: string; assetId: string }> {
    authorize(caller, 'blueprint.read');
    const selection = await this.blueprints.exportSelection(caller, body);
    const { plan } = selection;
    if (plan.pageCount !== null && body.page > plan.pageCount) throw AppError.notFound('Page');
    const jobsById = new Map(selection.jobs.map((j) => [j.id, j]));
    const definitions = new Map(selection.settings.elements.map((d) => [d.id, d]));
    const { settings } = await this.instances.get(caller.scope);
    const bytes = await this.turns.take(async () => {
      const planBytes = await readAll((await this.storage.get(plan.storageKey)).stream);
      try {
        return await blueprintPdf({
          plan: planBytes,
          page: body.page,
          rotation: plan.rotation,
          crop: body.crop ?? null,
          elements: selection.elements.map(({ element }) => {
            const definition = definitions.get(element.elementId);
            return { canvas: element.canvasData as unknown as CanvasShape, color: definition?.color ?? REMOVED_ELEMENT_COLOR, name: definition?.name ?? REMOVED_ELEMENT_LABEL };
          }),
          // One job per summary row, as the wizard's table shows it: its number and its time.
          summary: {
            export: selection.export,
            jobs: selection.elements.map(({ jobId }) => {
              const job = jobsById.get(jobId)!;
              return { number: job.number, time: (job.startDate ?? job.createdAt).toISOString() };
            }),
          },
          lang: body.lang,
          title: plan.originalName,
          timeZone: settings.timezone,
        });
      } catch (error) {
        // An encrypted or unreadable plan, or a page it has not got: the export fails in words, not as a 500.
        if (error instanceof PlanUnreadableError) throw new AppError(error.reason === 'page' ? 'not_found' : 'corrupted_file', error.reason === 'page' ? 'The plan has no such page' : `The plan cannot be exported: ${error.message}`);
        throw error;
      }
    });
    const jobId = body.job ?? (selection.jobs.length === 1 ? selection.jobs[0].id : null);
    const row = await this.uploads.storeGenerated(caller, {
      name: `${stem(plan.originalName)}-blueprint.pdf`,
      bytes: Buffer.from(bytes),
      kinds: ['pdf'],
      target: jobId ? 'job' : 'attachment',
      targetId: jobId,
      userId: caller.actor.id,
    });
    return { success: true, link: this.links.url({ instanceId: row.instanceId, assetId: row.id, rendition: 'original' }), assetId: row.id };
  }
}

function stem(name: string): string {
  const base = name.replace(/\.[^.]+$/, '');
  return base.replace(/[^\p{L}\p{N} _.-]+/gu, '_').slice(0, 100) || 'blueprint';
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}
