import { z } from 'zod';
import { CANVAS_KINDS, isKindOfStyle, isShapeStyle, SYSTEM_UNITS, type CanvasShape, type ShapeStyle } from '@fieldwork/blueprint-core';
import { measurementsSchema } from './assets';
import { answerKeySchema } from './answers';

/**
 * The blueprint editor's calls (spec 3 sections 3, 5, 7 and 8; ADR 0046): plan markings per
 * job, question and plan file, their elements, the plan's own properties, the instance's
 * blueprint settings and the two exports. Geometry and measures come from
 * @fieldwork/blueprint-core, which the editor, the server and the exports share.
 */

// Limits.
/** Elements one PUT may hold for one job and question on one plan. */
export const MARKING_ELEMENTS_MAX = 5_000;
/** Coordinates in one shape's `points` (10,000 vertices). */
export const CANVAS_POINTS_MAX = 20_000;
/** No coordinate, size or offset lies further out than this many plan pixels. */
export const CANVAS_COORDINATE_MAX = 10_000_000;
/** Cutouts on one element. */
export const CUTOUTS_MAX = 50;
/** Element definitions of one instance. */
export const ELEMENT_DEFINITIONS_MAX = 200;
/** Elements named in one export. */
export const EXPORT_ELEMENTS_MAX = 10_000;

/** The catalogue's words (spec 3 sections 2, 5 and 8). */
export const BLUEPRINT_MESSAGES = {
  supplyJob: 'Please supply job to updateElements http call',
  noPlans: 'There are no available blueprints for this answer!',
  multipleMarked: 'Multiple marked plans',
  resetMeasuresTitle: 'Are you sure',
  resetMeasuresText: 'All measures of this plan will be reset. Elements keep their pixels but their sizes will be wrong until the plan is measured again.',
  notAPlan: 'Only PDF plans can be marked',
  planNotMeasured: 'This plan has no measures yet: set its width and height before it is offered to jobs',
  otherJobsElement: "This element belongs to another job, and this question does not let you change other jobs' elements",
} as const;

/** A shape style (0..10) typed as blueprint-core's ShapeStyle; no transform, so the OpenAPI document can describe it. */
const shapeStyleSchema = (message: string) => z.number().int().refine(isShapeStyle, message) as unknown as z.ZodType<ShapeStyle>;

const coordinate = z.number().finite().min(-CANVAS_COORDINATE_MAX).max(CANVAS_COORDINATE_MAX);
const size = z.number().finite().min(-CANVAS_COORDINATE_MAX).max(CANVAS_COORDINATE_MAX);

export const cutoutRectSchema = z.object({
  x: coordinate,
  y: coordinate,
  width: size,
  height: size,
});

/** canvasData: the shape as blueprint-core's CanvasShape, checked coordinate by coordinate. */
export const canvasShapeSchema = z
  .object({
    kind: z.enum(CANVAS_KINDS as [CanvasShape['kind'], ...CanvasShape['kind'][]]),
    style: shapeStyleSchema('A style is a whole number from 0 to 10'),
    x: coordinate.optional(),
    y: coordinate.optional(),
    rotation: z.number().finite().min(-3600).max(3600).optional(),
    scaleX: z.number().finite().min(-1000).max(1000).optional(),
    scaleY: z.number().finite().min(-1000).max(1000).optional(),
    points: z.array(coordinate).max(CANVAS_POINTS_MAX).optional(),
    width: size.optional(),
    height: size.optional(),
    radius: z.number().finite().min(0).max(CANVAS_COORDINATE_MAX).optional(),
    strokeWidth: z.number().finite().min(0).max(10_000).optional(),
    strokeHeight: z.number().finite().min(0).max(10_000).optional(),
    widthAsHeight: z.boolean().optional(),
    comment: z.string().max(2_000).optional(),
    cutouts: z.array(cutoutRectSchema).max(CUTOUTS_MAX).optional(),
  })
  .strict()
  .refine((shape) => isKindOfStyle(shape), { message: "The shape's kind does not match its style", path: ['kind'] })
  .refine((shape) => shape.kind !== 'Line' || (shape.points?.length ?? 0) === 4, { message: 'A line has two ends', path: ['points'] })
  .refine((shape) => shape.kind !== 'Polygon' || (shape.points?.length ?? 0) >= 4, { message: 'A polygon needs at least two points', path: ['points'] })
  .refine((shape) => shape.kind !== 'Doodle' || (shape.points?.length ?? 0) >= 4, { message: 'A doodle needs at least two points', path: ['points'] })
  .refine((shape) => (shape.points?.length ?? 0) % 2 === 0, { message: 'Points come in x, y pairs', path: ['points'] })
  .refine((shape) => shape.kind !== 'Rect' || (shape.width !== undefined && shape.height !== undefined), { message: 'A rectangle has a width and a height', path: ['width'] })
  .refine((shape) => shape.kind !== 'Circle' || shape.radius !== undefined, { message: 'A circle has a radius', path: ['radius'] });
export type CanvasShapeInput = z.infer<typeof canvasShapeSchema>;

/** An element as the editor sends it. Its id is made by the editor, so undo and autosave keep it. */
export const blueprintElementInputSchema = z.object({
  _id: z.string().uuid(),
  /** The element definition it is drawn as; elements without one are not sent (spec 3 section 3). */
  elementId: z.string().min(1).max(100),
  canvasData: canvasShapeSchema,
  visible: z.boolean().default(true),
});
export type BlueprintElementInput = z.infer<typeof blueprintElementInputSchema>;

/** An element as the API hands it out: who drew it and when. */
export const blueprintElementSchema = z.object({
  _id: z.string(),
  elementId: z.string(),
  /** blueprint-core's CanvasShape as stored (checked by canvasShapeSchema when it was sent); an object schema so the OpenAPI document can describe it. */
  canvasData: z.looseObject({ kind: z.string(), style: z.number() }) as unknown as z.ZodType<CanvasShape>,
  visible: z.boolean(),
  user: z.object({ _id: z.string(), name: z.string() }).nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type BlueprintElement = z.infer<typeof blueprintElementSchema>;

/** A marking record: one job's (and question's) elements on one plan. */
export const blueprintMarkingSchema = z.object({
  _id: z.string(),
  job: z.string(),
  question: z.string().nullable(),
  file: z.string(),
  elements: z.array(blueprintElementSchema),
});
export type BlueprintMarking = z.infer<typeof blueprintMarkingSchema>;

/** What the editor shows about each job whose elements are on the plan (spec 3 section 3). */
export const blueprintJobSchema = z.object({
  _id: z.string(),
  ID: z.number().int(),
  status: z.string(),
  jobType: z.object({ _id: z.string(), title: z.string(), icon: z.string().nullable() }),
  startDate: z.string().nullable(),
  created_at: z.string(),
});
export type BlueprintJob = z.infer<typeof blueprintJobSchema>;

/** A PDF plan's own properties (spec 3 section 3, plan file properties). */
export const planFileSchema = z.object({
  _id: z.string(),
  name: z.string(),
  rotation: z.number().int(),
  grayscale: z.boolean(),
  measurements: measurementsSchema.nullable(),
  measureIntroDisplayed: z.boolean(),
  pages: z.number().int().nullable(),
  /** Whether both axes are measured: only such plans are offered to jobs. */
  measured: z.boolean(),
});
export type PlanFile = z.infer<typeof planFileSchema>;

/** GET /v2/blueprints: a plan's markings, for one job and question or (without job) every job the caller sees. */
export const blueprintsQuerySchema = z.object({
  file: z.string().uuid(),
  job: z.string().uuid().optional(),
  question: answerKeySchema.optional(),
});
export const blueprintsReplySchema = z.object({
  file: planFileSchema,
  markings: z.array(blueprintMarkingSchema),
  jobs: z.array(blueprintJobSchema),
});
export type BlueprintsReply = z.infer<typeof blueprintsReplySchema>;

/**
 * PUT /v2/blueprints/{job}/{question}: the job's elements on the plan for that question, all
 * of them (what is not sent is removed). `via` names the job and question being edited when
 * the elements belong to another job (allowed where that question lets its answerers change
 * other jobs' elements). `measurements`, when sent, calibrate the plan (set mode only).
 */
export const putMarkingBodySchema = z.object({
  question: answerKeySchema.optional(),
  file: z.string().uuid(),
  job: z.string({ error: BLUEPRINT_MESSAGES.supplyJob }).uuid({ error: BLUEPRINT_MESSAGES.supplyJob }),
  measurements: measurementsSchema.nullable().optional(),
  elements: z.array(blueprintElementInputSchema).max(MARKING_ELEMENTS_MAX),
  via: z.object({ job: z.string().uuid(), question: answerKeySchema }).optional(),
});
export type PutMarkingBody = z.infer<typeof putMarkingBodySchema>;

/** GET /v2/blueprints/markings: markings of a job, a plan or a project, with their export rows. */
export const markingsQuerySchema = z
  .object({
    job: z.string().uuid().optional(),
    file: z.string().uuid().optional(),
    project: z.string().uuid().optional(),
  })
  .refine((q) => q.job || q.file || q.project, 'Name a job, a plan or a project');

/** One export row (spec 3 section 3) and the element it measures. */
export const exportRowSchema = z.object({
  elementId: z.string(),
  job: z.string(),
  blueprint: z.string(),
  element: z.string(),
  color: z.string(),
  name: z.string(),
  type: z.string(),
  width: z.number().nullable(),
  convertedWidth: z.number(),
  convertedHeight: z.number(),
  totalLength: z.number().nullable(),
  totalArea: z.number().nullable(),
});
export type ExportRowView = z.infer<typeof exportRowSchema>;

export const markingsReplySchema = z.object({
  unit: z.enum(SYSTEM_UNITS as ['Meters', 'Inches']),
  items: z.array(
    z.object({
      _id: z.string(),
      job: z.string(),
      question: z.string().nullable(),
      file: z.object({ _id: z.string(), name: z.string(), measured: z.boolean() }),
      rows: z.array(exportRowSchema),
    }),
  ),
});
export type MarkingsReply = z.infer<typeof markingsReplySchema>;

/** PUT /v2/blueprints/files/{id}: the plan's properties set mode changes. `measurements: null` resets them. */
export const planPropertiesBodySchema = z
  .object({
    grayscale: z.boolean(),
    measurements: measurementsSchema.nullable(),
    measureIntroDisplayed: z.boolean(),
  })
  .partial()
  .strict();
export type PlanPropertiesBody = z.infer<typeof planPropertiesBodySchema>;

/** Which elements of a plan an export covers: a job's (and question's), or named ones; all visible ones otherwise. */
const exportSelection = {
  file: z.string().uuid(),
  job: z.string().uuid().optional(),
  question: answerKeySchema.optional(),
  elementIds: z.array(z.string().uuid()).max(EXPORT_ELEMENTS_MAX).optional(),
};

/** POST /v2/blueprints/markings/export: the spreadsheet of markings (the server measures; rows are not trusted from the client). */
export const markingsExportBodySchema = z
  .object({
    ...exportSelection,
    /** Language of the headings and the sheet's direction (Hebrew right to left); English when absent. */
    lang: z.enum(['en', 'he']).optional(),
  })
  .strict();
export type MarkingsExportBody = z.infer<typeof markingsExportBodySchema>;

/** The crop of the PDF export wizard, in plan pixels. */
export const exportCropSchema = z.object({
  x: z.number().finite(),
  y: z.number().finite(),
  width: z.number().finite().positive(),
  height: z.number().finite().positive(),
});
export type ExportCrop = z.infer<typeof exportCropSchema>;

/** POST /v2/jobs/blueprint/export: the plan page with its elements drawn over it, and the summary. */
export const blueprintPdfExportBodySchema = z
  .object({
    ...exportSelection,
    page: z.number().int().min(1).max(10_000).default(1),
    crop: exportCropSchema.optional(),
    /** Language of the summary's headings. */
    lang: z.enum(['en', 'he']).default('en'),
  })
  .strict();
export type BlueprintPdfExportBody = z.infer<typeof blueprintPdfExportBodySchema>;
export const blueprintPdfExportReplySchema = z.object({ success: z.literal(true), link: z.string(), assetId: z.string() });

// ---------------------------------------------------------------------------------------------
// Instance settings (/settings/blueprints).

const colour = z
  .string()
  .trim()
  .regex(/^(#[0-9a-fA-F]{3}|#[0-9a-fA-F]{6}|rgba?\(\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}\s*(,\s*(0|1|0?\.\d+)\s*)?\))$/, 'A colour is #rgb, #rrggbb or rgb(r, g, b)');

/** An element definition: what the add-element menu offers. */
export const elementDefinitionSchema = z.object({
  id: z.string().min(1).max(100),
  name: z.string().trim().min(1, 'An element needs a name').max(100),
  color: colour,
  type: shapeStyleSchema('A type is a whole number from 0 to 10'),
  /** Stroke width (lines, outlines) or dot size (lamp), in plan pixels. */
  size: z.number().finite().min(1).max(200),
});
export type ElementDefinition = z.infer<typeof elementDefinitionSchema>;

/** PUT /v2/settings/blueprints and its GET: the ratio, the unit and the element definitions. */
export const blueprintSettingsBodySchema = z.object({
  ratio: z.number().finite().positive('The ratio is more than 0').max(1_000_000),
  systemUnit: z.enum(SYSTEM_UNITS as ['Meters', 'Inches']),
  elements: z
    .array(elementDefinitionSchema)
    .max(ELEMENT_DEFINITIONS_MAX)
    .refine((list) => new Set(list.map((e) => e.id)).size === list.length, 'Element ids are unique')
    .default([]),
});
export type BlueprintSettingsBody = z.infer<typeof blueprintSettingsBodySchema>;
