import { describe, expect, it } from 'vitest';
import { ASSET_TARGETS, MESSAGES, allowedKindsFor, kindOfExtension, type AssetTarget, type FileKind } from '../src';

const attachments: FileKind[] = ['jpeg', 'png', 'pdf', 'doc', 'docx', 'xls', 'xlsx'];
const images: FileKind[] = ['jpeg', 'png'];
const answers: FileKind[] = [...attachments, 'mp4', 'quicktime', '3gpp'];

describe('allowedKindsFor (spec 3 section 5)', () => {
  const expected: Record<AssetTarget, FileKind[]> = {
    attachment: attachments,
    job: answers,
    answer: answers,
    question: attachments,
    project: attachments,
    project_avatar: images,
    user: attachments,
    avatar: images,
    logo: images,
    blueprint: ['pdf', 'jpeg', 'png'],
  };

  it('has a case for every target', () => {
    expect(Object.keys(expected).sort()).toEqual([...ASSET_TARGETS].sort());
  });

  it.each(Object.entries(expected) as [AssetTarget, FileKind[]][])('%s accepts %j', (target, kinds) => {
    expect([...allowedKindsFor(target)].sort()).toEqual([...kinds].sort());
  });

  it('accepts video only for job answers', () => {
    for (const target of ASSET_TARGETS) {
      const video = allowedKindsFor(target).includes('mp4');
      expect(video).toBe(target === 'answer' || target === 'job');
    }
  });
});

describe('kindOfExtension', () => {
  it.each([
    ['jpg', 'jpeg'],
    ['JPEG', 'jpeg'],
    ['.png', 'png'],
    ['pdf', 'pdf'],
    ['doc', 'doc'],
    ['DOCX', 'docx'],
    ['xls', 'xls'],
    ['xlsx', 'xlsx'],
    ['mp4', 'mp4'],
    ['m4v', 'mp4'],
    ['mov', 'quicktime'],
    ['qt', 'quicktime'],
    ['3gp', '3gpp'],
    ['3gpp', '3gpp'],
  ])('reads %s as %s', (extension, kind) => {
    expect(kindOfExtension(extension)).toBe(kind);
  });

  it.each(['exe', 'svg', 'gif', '', '.', 'pdf.exe'])('knows no kind for %j', (extension) => {
    expect(kindOfExtension(extension)).toBeNull();
  });
});

describe('upload messages (spec 3 section 8)', () => {
  it('lists the allowed types after the catalogue text', () => {
    expect(MESSAGES.invalidFileType(['jpeg', 'png'])).toBe('Invalid file extension allowed only jpeg, png');
    expect(MESSAGES.invalidFileType(['pdf'])).toBe('Invalid file extension allowed only pdf');
  });

  it('names the maximum number of files', () => {
    expect(MESSAGES.tooManyFiles(10)).toBe('Error, maximum files allowed 10');
  });
});
