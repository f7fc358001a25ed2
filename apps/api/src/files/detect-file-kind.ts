import { FILE_KINDS, type FileKind } from '@fieldwork/contracts';
import { readCfbDirectory } from './cfb-directory';
import { inspectIsoBmff } from './iso-bmff';
import { withFile } from './random-access-file';
import { readZipDirectory } from './zip-directory';

type FileTypeModule = typeof import('file-type');
let fileTypePromise: Promise<FileTypeModule> | undefined;
/** file-type is ESM-only: a real dynamic import, kept as such by module NodeNext. */
function loadFileType(): Promise<FileTypeModule> {
  fileTypePromise ??= import('file-type');
  return fileTypePromise;
}

const OOXML_MAIN_PART: Partial<Record<FileKind, string>> = { docx: 'word/document.xml', xlsx: 'xl/workbook.xml' };
const VIDEO_TYPES = new Set(['mp4', 'm4v', 'mov', 'qt', '3gp', '3g2']);

/**
 * The kind of a staged file judged by its content, never by its name, except where the content
 * cannot tell: an OLE compound file is a doc or an xls only when the name says which and the file
 * holds that program's main stream. Returns null for anything else.
 */
export async function detectFileKind(filePath: string, originalName: string): Promise<FileKind | null> {
  const { fileTypeFromFile } = await loadFileType();
  const detected = await fileTypeFromFile(filePath);
  const ext = detected?.ext as string | undefined;
  switch (ext) {
    case 'jpg':
      return 'jpeg';
    case 'png':
    case 'apng':
      return 'png';
    case 'pdf':
      return 'pdf';
    case 'zip':
    case 'docx':
    case 'xlsx':
      return ooxmlKind(filePath, originalName);
    case 'cfb':
    case 'doc':
    case 'xls':
    case 'msi':
      return oleKind(filePath, originalName);
    default:
      return ext && VIDEO_TYPES.has(ext) ? videoKind(filePath) : null;
  }
}

/** docx or xlsx from the zip's own entries: content types plus the main part of Word or Excel. */
async function ooxmlKind(filePath: string, originalName: string): Promise<FileKind | null> {
  const entries = await withFile(filePath, readZipDirectory);
  // A zip cut short has lost its directory (kept at the end): let the integrity check call it corrupted.
  if (!entries) return kindByName(originalName, ['docx', 'xlsx']);
  const names = new Set(entries.map((e) => e.name));
  if (!names.has('[Content_Types].xml')) return null;
  if (names.has(OOXML_MAIN_PART.docx!)) return 'docx';
  if (names.has(OOXML_MAIN_PART.xlsx!)) return 'xlsx';
  return null;
}

export function ooxmlMainPart(kind: FileKind): string | undefined {
  return OOXML_MAIN_PART[kind];
}

/** The stream a legacy Word or Excel file must hold. */
export const OLE_MAIN_STREAMS: Partial<Record<FileKind, readonly string[]>> = { doc: ['WordDocument'], xls: ['Workbook', 'Book'] };

async function oleKind(filePath: string, originalName: string): Promise<FileKind | null> {
  const kind = kindByName(originalName, ['doc', 'xls']);
  if (!kind) return null;
  const directory = await withFile(filePath, readCfbDirectory);
  // A compound file that is not even readable is reported as corrupted by the integrity check.
  if (!directory) return kind;
  const names = new Set(directory.streams.map((s) => s.name));
  return OLE_MAIN_STREAMS[kind]!.some((n) => names.has(n)) ? kind : null;
}

async function videoKind(filePath: string): Promise<FileKind | null> {
  return (await withFile(filePath, inspectIsoBmff)).kind;
}

function kindByName(originalName: string, candidates: readonly FileKind[]): FileKind | null {
  const ext = originalName.toLowerCase().split('.').pop() ?? '';
  return candidates.find((k) => (FILE_KINDS[k].extensions as readonly string[]).includes(ext)) ?? null;
}
