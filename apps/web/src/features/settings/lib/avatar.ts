import { AVATAR_MAX_BYTES, AVATAR_MIN_SIDE_PX } from '@pinacoteca/contracts/constants';

/** SPEC §5: the formats an avatar may have. */
export type AvatarFormat = 'jpeg' | 'png' | 'gif';
export type AvatarProblem = 'avatar_format' | 'avatar_too_large' | 'avatar_too_small';

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

/** At least 120 by 120 pixels. */
export function avatarDimensionsProblem(width: number, height: number): AvatarProblem | null {
  return width < AVATAR_MIN_SIDE_PX || height < AVATAR_MIN_SIDE_PX ? 'avatar_too_small' : null;
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
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    // The header looked right but the picture cannot be decoded.
    return { ok: false, problem: 'avatar_format' };
  }
  const small = avatarDimensionsProblem(bitmap.width, bitmap.height);
  bitmap.close();
  if (small) return { ok: false, problem: small };
  return { ok: true, dataUrl: await readAsDataUrl(file) };
}
