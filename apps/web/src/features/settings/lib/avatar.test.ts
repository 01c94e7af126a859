import { describe, expect, it } from 'vitest';
import { AVATAR_MAX_BYTES, AVATAR_MIN_SIDE_PX } from '@pinacoteca/contracts/constants';
import { avatarDimensionsProblem, avatarFileProblem, sniffImageFormat } from './avatar.ts';

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
});
