import { describe, expect, it } from 'vitest';
import { AVATAR_MAX_BYTES, AVATAR_MAX_SIDE_PX, AVATAR_MIN_SIDE_PX } from '@pinacoteca/contracts/constants';
import { messageText } from '@pinacoteca/contracts/messages';
import { avatarDimensionsProblem, avatarFileProblem, imageDimensions, sniffImageFormat } from './avatar.ts';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]);
const GIF89 = new Uint8Array([...'GIF89a'].map((c) => c.charCodeAt(0)));
const GIF87 = new Uint8Array([...'GIF87a'].map((c) => c.charCodeAt(0)));
const WEBP = new Uint8Array([...'RIFF\0\0\0\0WEBP'].map((c) => c.charCodeAt(0)));

describe('sniffImageFormat', () => {
  it('knows JPEG, PNG and both GIF versions by their first bytes', () => {
    expect(sniffImageFormat(JPEG)).toBe('jpeg');
    expect(sniffImageFormat(PNG)).toBe('png');
    expect(sniffImageFormat(GIF89)).toBe('gif');
    expect(sniffImageFormat(GIF87)).toBe('gif');
  });

  it('refuses other formats, text and empty files', () => {
    expect(sniffImageFormat(WEBP)).toBeNull();
    expect(sniffImageFormat(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffImageFormat(new Uint8Array())).toBeNull();
    expect(sniffImageFormat(PNG.slice(0, 4))).toBeNull();
  });
});

describe('avatarFileProblem', () => {
  it('accepts a picture of up to 2 MB', () => {
    expect(avatarFileProblem(PNG, 1000)).toBeNull();
    expect(avatarFileProblem(JPEG, AVATAR_MAX_BYTES)).toBeNull();
  });

  it('says the format first, then the size', () => {
    expect(avatarFileProblem(WEBP, AVATAR_MAX_BYTES + 1)).toBe('avatar_format');
    expect(avatarFileProblem(GIF89, AVATAR_MAX_BYTES + 1)).toBe('avatar_too_large');
  });
});

describe('avatarDimensionsProblem', () => {
  it('needs at least 120 pixels on each side', () => {
    expect(avatarDimensionsProblem(AVATAR_MIN_SIDE_PX, AVATAR_MIN_SIDE_PX)).toBeNull();
    expect(avatarDimensionsProblem(4000, 3000)).toBeNull();
    expect(avatarDimensionsProblem(AVATAR_MIN_SIDE_PX - 1, 500)).toBe('avatar_too_small');
    expect(avatarDimensionsProblem(500, AVATAR_MIN_SIDE_PX - 1)).toBe('avatar_too_small');
  });

  it('allows at most 4096 pixels on each side, and says so in both languages', () => {
    expect(avatarDimensionsProblem(AVATAR_MAX_SIDE_PX, AVATAR_MAX_SIDE_PX)).toBeNull();
    const problem = avatarDimensionsProblem(AVATAR_MAX_SIDE_PX + 1, 500);
    expect(problem).toBe('image_side_too_large:4096');
    expect(avatarDimensionsProblem(500, 16_000)).toBe(problem);
    expect(messageText(problem!, 'en')).toBe('At most 4,096 pixels on each side');
    expect(messageText(problem!, 'ru')).toBe('Не больше 4\u00a0096 пикселей по каждой стороне');
  });
});

describe('imageDimensions', () => {
  const bytes = (...parts: (number[] | string)[]) =>
    new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)));
  const be32 = (n: number) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];

  it('reads a PNG size from its IHDR chunk', () => {
    const png = bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], be32(13), 'IHDR', be32(16_000), be32(9_000));
    expect(imageDimensions(png)).toEqual({ width: 16_000, height: 9_000 });
  });

  it('reads a GIF size from its screen descriptor', () => {
    expect(imageDimensions(bytes('GIF89a', [0x40, 0x01, 0xf0, 0x00]))).toEqual({ width: 320, height: 240 });
  });

  it('reads a JPEG size from its frame header, past the metadata before it', () => {
    const exif = [0xff, 0xe1, 0x00, 0x08, 1, 2, 3, 4, 5, 6];
    const frame = [0xff, 0xc2, 0x00, 0x11, 0x08, 0x0b, 0xb8, 0x0f, 0xa0, 0x03];
    expect(imageDimensions(bytes([0xff, 0xd8], exif, frame, [0, 0, 0, 0, 0, 0]))).toEqual({
      width: 4000,
      height: 3000,
    });
  });

  it('gives null for a cut-off header or another format', () => {
    expect(imageDimensions(PNG)).toBeNull();
    expect(imageDimensions(bytes([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]))).toBeNull();
    expect(imageDimensions(WEBP)).toBeNull();
  });
});
