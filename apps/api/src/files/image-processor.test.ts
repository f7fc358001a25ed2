import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import * as make from '../../test/fixtures/files';
import { ImageProcessor, type ProcessedImage } from './image-processor';

const images = new ImageProcessor();

/** Decodes the output and checks it matches what the processor announced. */
async function decoded(output: ProcessedImage) {
  const bytes = await buffer(output.stream);
  const meta = await sharp(bytes).metadata();
  expect({ width: meta.width, height: meta.height }).toEqual({ width: output.width, height: output.height });
  expect(meta.format).toBe(output.extension === 'jpg' ? 'jpeg' : 'png');
  return { bytes, meta };
}

/** A 400x200 JPEG, white with a red block in its top-left corner. */
async function markedPhoto(): Promise<Buffer> {
  const red = await sharp({ create: { width: 80, height: 60, channels: 3, background: '#ff0000' } }).png().toBuffer();
  return sharp({ create: { width: 400, height: 200, channels: 3, background: '#ffffff' } })
    .composite([{ input: red, left: 0, top: 0 }])
    .jpeg({ quality: 95 })
    .toBuffer();
}

async function isRedAt(bytes: Buffer, x: number, y: number): Promise<boolean> {
  const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
  expect(x < info.width && y < info.height).toBe(true);
  const at = (y * info.width + x) * info.channels;
  return data[at] > 200 && data[at + 1] < 60 && data[at + 2] < 60;
}

describe('image variants', () => {
  it('makes a 100x100 JPEG thumbnail from a streamed photo', async () => {
    const output = await images.variant(Readable.from([await make.jpeg(640, 480)]), 'thumbnail');
    expect(output).toMatchObject({ mime: 'image/jpeg', extension: 'jpg', width: 100, height: 100 });
    await decoded(output);
  });

  it('fits the message image inside 500x500 without enlarging', async () => {
    expect(await images.variant(await make.jpeg(1200, 800), 'message')).toMatchObject({ width: 500, height: 333 });
    const small = await images.variant(await make.jpeg(200, 100), 'message');
    expect(small).toMatchObject({ width: 200, height: 100 });
    await decoded(small);
  });

  it('fills the 500x500 avatar square', async () => {
    await decoded(await images.variant(await make.jpeg(900, 300), 'avatar'));
    expect(await images.variant(await make.png(40, 40), 'avatar')).toMatchObject({ width: 500, height: 500 });
  });

  it('keeps transparency as PNG and turns opaque PNG into JPEG', async () => {
    const transparent = await images.variant(await make.png(300, 300, true), 'thumbnail');
    expect(transparent.mime).toBe('image/png');
    expect((await decoded(transparent)).meta.hasAlpha).toBe(true);
    expect((await images.variant(await make.png(300, 300, false), 'thumbnail')).mime).toBe('image/jpeg');
  });

  it('applies the EXIF orientation', async () => {
    const portrait = await images.variant(await make.jpeg(640, 480, { orientation: 6 }), 'message');
    expect(portrait).toMatchObject({ width: 375, height: 500 });
    expect((await decoded(portrait)).meta.orientation ?? 1).toBe(1);
  });

  it('refuses bytes that are not an image as corrupted', async () => {
    await expect(images.variant(Buffer.from('not an image at all'), 'thumbnail')).rejects.toMatchObject({ code: 'corrupted_file' });
    await expect(images.variant(Readable.from([make.pdf()]), 'thumbnail')).rejects.toMatchObject({ code: 'corrupted_file' });
  });
});

describe('image rotation', () => {
  it.each([
    [90, 200, 400, [189, 10]], // the top-left corner goes to the top right
    [-90, 200, 400, [10, 389]], // ... to the bottom left
    [180, 400, 200, [389, 189]],
    [270, 200, 400, [10, 389]],
    [360, 400, 200, [10, 10]],
  ] as const)('turns a photo by %i degrees clockwise', async (degrees, width, height, [x, y]) => {
    const output = await images.rotate(Readable.from([await markedPhoto()]), degrees);
    expect(output).toMatchObject({ width, height, mime: 'image/jpeg' });
    const { bytes } = await decoded(output);
    expect(await isRedAt(bytes, x, y)).toBe(true);
  });

  it('keeps a PNG a PNG', async () => {
    const output = await images.rotate(await make.png(30, 10, true), 90);
    expect(output).toMatchObject({ mime: 'image/png', width: 10, height: 30 });
    await decoded(output);
  });

  it('bakes the EXIF orientation in before turning', async () => {
    const output = await images.rotate(await make.jpeg(640, 480, { orientation: 6 }), 90);
    expect(output).toMatchObject({ width: 640, height: 480 });
    await decoded(output);
  });

  it('refuses a turn that is not a multiple of 90', async () => {
    await expect(images.rotate(await make.png(), 45)).rejects.toMatchObject({ code: 'validation_failed' });
  });
});
