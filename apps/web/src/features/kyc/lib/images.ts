import { KYC_IMAGE_MIN_SIDE_PX } from '@pinacoteca/contracts/kyc/kyc';

/** Photos are sent at most this wide or high: sharp enough to read a document, light to upload. */
const MAX_SIDE = 2000;

export type PreparedImage = { dataUrl: string } | { error: 'kyc_image_format' | 'kyc_image_too_small' };

/**
 * A picked photo made ready to send: decoded by the browser (which refuses what is not a
 * picture), scaled down to at most 2000 px a side and encoded as JPEG. The server checks it again.
 */
export async function prepareImage(file: File): Promise<PreparedImage> {
  if (!/^image\/(jpeg|png)$/.test(file.type)) return { error: 'kyc_image_format' };
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return { error: 'kyc_image_format' };
  }
  if (bitmap.width < KYC_IMAGE_MIN_SIDE_PX || bitmap.height < KYC_IMAGE_MIN_SIDE_PX) {
    bitmap.close();
    return { error: 'kyc_image_too_small' };
  }
  const scale = Math.min(1, MAX_SIDE / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(KYC_IMAGE_MIN_SIDE_PX, Math.round(bitmap.width * scale));
  canvas.height = Math.max(KYC_IMAGE_MIN_SIDE_PX, Math.round(bitmap.height * scale));
  canvas.getContext('2d')!.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  return { dataUrl: canvas.toDataURL('image/jpeg', 0.9) };
}
