import { AVATAR_MAX_BYTES, AVATAR_MAX_SIDE_PX, AVATAR_MIN_SIDE_PX } from '@pinacoteca/contracts/constants';

/** SPEC §5: the formats an avatar may have. */
export type AvatarFormat = 'jpeg' | 'png' | 'gif';
export type AvatarProblem =
  'avatar_format' | 'avatar_too_large' | 'avatar_too_small' | `image_side_too_large:${typeof AVATAR_MAX_SIDE_PX}`;

export const AVATAR_ACCEPT = 'image/jpeg,image/png,image/gif';

/**
 * The format by the file's first bytes, not its name or claimed type: the server judges by
 * content too, so a renamed file is refused here rather than after the upload.
 */
export function sniffImageFormat(head: Uint8Array): AvatarFormat | null {
  const starts = (...bytes: number[]) => bytes.every((b, i) => head[i] === b);
  if (starts(0xff, 0xd8, 0xff)) return 'jpeg';
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'png';
  // GIF87a or GIF89a
  if (starts(0x47, 0x49, 0x46, 0x38) && (head[4] === 0x37 || head[4] === 0x39) && head[5] === 0x61) return 'gif';
  return null;
}

/** What is wrong with a file before its pixels are looked at: format, then size (SPEC §5, §9). */
export function avatarFileProblem(head: Uint8Array, sizeBytes: number): AvatarProblem | null {
  if (!sniffImageFormat(head)) return 'avatar_format';
  if (sizeBytes > AVATAR_MAX_BYTES) return 'avatar_too_large';
  return null;
}

/** At least 120 and at most 4096 pixels on each side, as the server checks. */
export function avatarDimensionsProblem(width: number, height: number): AvatarProblem | null {
  if (width > AVATAR_MAX_SIDE_PX || height > AVATAR_MAX_SIDE_PX) return `image_side_too_large:${AVATAR_MAX_SIDE_PX}`;
  return width < AVATAR_MIN_SIDE_PX || height < AVATAR_MIN_SIDE_PX ? 'avatar_too_small' : null;
}

// JPEG frame headers (SOF0–SOF15 without DHT, JPG and DAC) hold the picture's size.
const JPEG_FRAMES = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

/**
 * The picture's size as its header states it, without decoding it: a file of a few hundred
 * kilobytes can hold a picture whose pixels would take gigabytes. Null when it cannot be read.
 */
export function imageDimensions(bytes: Uint8Array): { width: number; height: number } | null {
  const u16 = (at: number, little = false) =>
    little ? bytes[at]! | (bytes[at + 1]! << 8) : (bytes[at]! << 8) | bytes[at + 1]!;
  const u32 = (at: number) => ((u16(at) << 16) >>> 0) + u16(at + 2);
  switch (sniffImageFormat(bytes)) {
    case 'png':
      // The IHDR chunk comes first: width and height right after its type.
      return bytes.length >= 24 ? { width: u32(16), height: u32(20) } : null;
    case 'gif':
      return bytes.length >= 10 ? { width: u16(6, true), height: u16(8, true) } : null;
    case 'jpeg': {
      let at = 2;
      while (at + 9 < bytes.length) {
        if (bytes[at] !== 0xff) return null;
        const marker = bytes[at + 1]!;
        if (marker === 0xff) {
          at += 1;
          continue;
        }
        if (JPEG_FRAMES.has(marker)) return { width: u16(at + 7), height: u16(at + 5) };
        // Markers without a length: restarts and TEM.
        at += (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01 ? 2 : 2 + u16(at + 2);
      }
      return null;
    }
    default:
      return null;
  }
}

export type AvatarCheck = { ok: true; dataUrl: string } | { ok: false; problem: AvatarProblem };

function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}

/** Checks a chosen file in the browser and gives its data URL, the form POST /api/account takes. */
export async function prepareAvatar(file: File): Promise<AvatarCheck> {
  const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  const problem = avatarFileProblem(head, file.size);
  if (problem) return { ok: false, problem };
  // At most 2 MB by now: the whole file, for a JPEG whose size follows long metadata.
  const size = imageDimensions(new Uint8Array(await file.arrayBuffer()));
  if (!size) return { ok: false, problem: 'avatar_format' };
  const sizeProblem = avatarDimensionsProblem(size.width, size.height);
  if (sizeProblem) return { ok: false, problem: sizeProblem };
  try {
    // Of a size known to be reasonable now: decoding it tells whether the picture is whole.
    (await createImageBitmap(file)).close();
  } catch {
    // The header looked right but the picture cannot be decoded.
    return { ok: false, problem: 'avatar_format' };
  }
  return { ok: true, dataUrl: await readAsDataUrl(file) };
}
