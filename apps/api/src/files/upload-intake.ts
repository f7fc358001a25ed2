import { FILE_KINDS, isVideoKind, type FileKind } from '@fieldwork/contracts';
import { Injectable } from '@nestjs/common';
import type { Readable } from 'node:stream';
import { detectFileKind } from './detect-file-kind';
import { fileErrors } from './file-errors';
import { nameForContent, safeFileName } from './file-names';
import type { PdfPageSize } from './pdf-document';
import { StagingArea } from './staging-area';
import { verifyFile } from './verify-file';

/** One incoming file, as @fastify/multipart hands it over (part.file, part.filename, part.mimetype). */
export interface IncomingFile {
  stream: Readable;
  filename: string;
  /** What the client declared; kept for the log, never trusted. */
  mimetype?: string;
}

export interface IntakeRules {
  maxBytes: number;
  allowedKinds: readonly FileKind[];
}

/** A checked upload, still in staging: store it with `open()` inside the `consume` callback. */
export interface AcceptedUpload {
  originalName: string;
  kind: FileKind;
  /** From the detected kind, not from the client. */
  mime: string;
  extension: string;
  size: number;
  sha256: string;
  isVideo: boolean;
  width?: number;
  height?: number;
  pageCount?: number;
  pages?: PdfPageSize[];
  /** A fresh stream of the staged bytes (for storage.put). */
  open(): Readable;
}

/**
 * Takes one uploaded file: stages it under the size limit, detects its kind by content, refuses a
 * kind the target does not allow or a file that is not whole, then hands it to `consume`. The
 * staging file is removed whatever happens, so a refused or broken upload leaves nothing behind.
 */
@Injectable()
export class UploadIntake {
  constructor(private readonly staging: StagingArea) {}

  async accept<T>(file: IncomingFile, rules: IntakeRules, consume: (upload: AcceptedUpload) => Promise<T>): Promise<T> {
    const originalName = safeFileName(file.filename);
    return this.staging.withStaged(
      file.stream,
      async (staged) => {
        const kind = await detectFileKind(staged.path, originalName);
        if (!kind || !rules.allowedKinds.includes(kind)) throw fileErrors.invalidType(rules.allowedKinds, kind);
        const facts = await verifyFile(staged.path, kind);
        return consume({
          originalName: nameForContent(originalName, FILE_KINDS[kind].extensions),
          kind,
          mime: FILE_KINDS[kind].mime,
          extension: FILE_KINDS[kind].extensions[0],
          size: staged.size,
          sha256: staged.sha256,
          isVideo: isVideoKind(kind),
          ...facts,
          open: () => this.staging.open(staged),
        });
      },
      rules.maxBytes,
    );
  }
}
