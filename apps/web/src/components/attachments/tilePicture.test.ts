import { describe, expect, it } from 'vitest';
import { makeAsset } from '../../test/fixtures';
import { tilePicture, UNMEASURED_SIZES } from './tilePicture';

const THUMB = (id: string) => `/v2/asset/download/${id}?size=thumbnail&key=k&v=1`;
const MESSAGE = (id: string) => `/v2/asset/download/${id}?size=message&key=k&v=1`;
const pdf = (overrides = {}) => makeAsset('p-1', 'plan.pdf', { mimeType: 'application/pdf', ...overrides });

describe('tilePicture', () => {
  it.each([
    ['a narrow tile', 90],
    ['a wide tile', 240],
    ['an unmeasured tile', null],
  ])("shows a PDF's first page at message size on %s, read from its top", (_label, width) => {
    expect(tilePicture(pdf(), width)).toEqual({ src: MESSAGE('p-1'), objectPosition: 'top' });
  });

  it('falls back to the thumbnail of a PDF without a message image', () => {
    expect(tilePicture(pdf({ previewUrl: null }), 240)).toEqual({ src: THUMB('p-1'), objectPosition: 'top' });
  });

  it('offers a photo at both sizes, sized to the measured tile', () => {
    expect(tilePicture(makeAsset('a-1', 'facade.jpg'), 181)).toEqual({
      src: THUMB('a-1'),
      srcSet: `${THUMB('a-1')} 100w, ${MESSAGE('a-1')} 500w`,
      sizes: '181px',
      objectPosition: 'center',
    });
    expect(tilePicture(makeAsset('a-1', 'facade.jpg'), 90)?.sizes).toBe('90px');
    expect(tilePicture(makeAsset('a-1', 'facade.jpg'), null)?.sizes).toBe(UNMEASURED_SIZES);
  });

  it('shows the thumbnail alone when there is no message image, and nothing without either', () => {
    expect(tilePicture(makeAsset('a-1', 'facade.jpg', { previewUrl: null }), 240)).toEqual({ src: THUMB('a-1'), objectPosition: 'center' });
    expect(tilePicture(makeAsset('x-1', 'costs.xlsx', { mimeType: 'application/vnd.ms-excel', thumbnailUrl: null, previewUrl: null }), 240)).toBeNull();
    expect(tilePicture(pdf({ thumbnailUrl: null, previewUrl: null }), 240)).toBeNull();
  });
});
