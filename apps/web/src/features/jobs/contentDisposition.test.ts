import { describe, expect, it } from 'vitest';
import { fileNameOf } from './contentDisposition';

describe('the file name of a Content-Disposition header', () => {
  it('reads filename*, UTF-8 and percent-encoded, before filename', () => {
    expect(fileNameOf(`attachment; filename="job-12.pdf"; filename*=UTF-8''%D7%9E%D7%A9%D7%99%D7%9E%D7%94-12.pdf`)).toBe('משימה-12.pdf');
  });

  it('reads a quoted or a bare filename', () => {
    expect(fileNameOf('attachment; filename="job 12.pdf"')).toBe('job 12.pdf');
    expect(fileNameOf('attachment; filename=job-12.pdf')).toBe('job-12.pdf');
    expect(fileNameOf('attachment; filename="say \\"hi\\".pdf"')).toBe('say "hi".pdf');
  });

  it('drops path parts, and gives null when no name is given', () => {
    expect(fileNameOf('attachment; filename="../../etc/passwd"')).toBe('passwd');
    expect(fileNameOf('attachment')).toBeNull();
    expect(fileNameOf(null)).toBeNull();
  });
});
