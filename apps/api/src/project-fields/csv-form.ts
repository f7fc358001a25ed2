import type { FastifyRequest } from 'fastify';
import { MESSAGES, PROJECT_LIST_CSV_MAX_BYTES } from '@fieldwork/contracts';
import { AppError } from '../common/app-error';
import { MAX_FORM_FIELDS } from '../assets/http-delivery';

/** The form of a CSV import: its plain fields and its one file, read whole (it is small). */
export interface CsvForm {
  fields: Record<string, string>;
  file: Buffer | null;
}

/**
 * Reads a multipart CSV import: plain fields in any order around one file part, the file up to
 * PROJECT_LIST_CSV_MAX_BYTES (413 past it). A second file is refused: one import is one list.
 */
export async function readCsvForm(req: FastifyRequest): Promise<CsvForm> {
  if (!req.isMultipart()) throw new AppError('validation_failed', 'Send the CSV file as multipart/form-data');
  const fields: Record<string, string> = {};
  let file: Buffer | null = null;
  let count = 0;
  for await (const part of req.parts()) {
    if (++count > MAX_FORM_FIELDS) throw new AppError('validation_failed', `A form carries at most ${MAX_FORM_FIELDS} fields`);
    if (part.type === 'file') {
      if (file) {
        part.file.resume();
        throw new AppError('too_many_files', MESSAGES.tooManyFiles(1));
      }
      file = await readWhole(part.file);
    } else if (typeof part.value === 'string') {
      fields[part.fieldname] = part.value;
    }
  }
  return { fields, file };
}

async function readWhole(stream: NodeJS.ReadableStream & { truncated?: boolean }): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += (chunk as Buffer).length;
    if (size > PROJECT_LIST_CSV_MAX_BYTES) throw new AppError('file_too_large', MESSAGES.fileTooLarge(PROJECT_LIST_CSV_MAX_BYTES));
    chunks.push(chunk as Buffer);
  }
  if (stream.truncated) throw new AppError('file_too_large', MESSAGES.fileTooLarge(PROJECT_LIST_CSV_MAX_BYTES));
  return Buffer.concat(chunks);
}
