import { HttpError } from '../../lib/errors.ts';
import { isPixelLimitError, openImage } from './service.ts';

/** What one kind of upload accepts, and the message key of each refusal. */
export interface UploadRule {
  formats: readonly string[];
  maxBytes: number;
  minSide: number;
  maxSide: number;
  messages: { format: string; tooLarge: string; tooSmall: string; sideTooLarge: string };
}

/**
 * A picture sent as a data URL (avatars, identity documents, paintings), checked by its real
 * content whatever the URL claims: format, size and sides from the header (sharp refuses a picture
 * past the pixel limit before decoding it), then that the whole picture can be drawn. Refusals
 * are 400 on `field`.
 */
export async function decodeImageUpload(
  dataUrl: string,
  field: string,
  rule: UploadRule,
): Promise<{ data: Buffer; format: string; width: number; height: number }> {
  const bad = (key: string) => new HttpError(400, key, { [field]: key });
  const match = /^data:[\w.+/-]+;base64,([A-Za-z0-9+/=\s]+)$/.exec(dataUrl);
  if (!match?.[1]) throw bad(rule.messages.format);
  const data = Buffer.from(match[1], 'base64');
  if (data.length > rule.maxBytes) throw bad(rule.messages.tooLarge);
  const tooLarge = bad(rule.messages.sideTooLarge);
  const meta = await openImage(data)
    .metadata()
    .catch((error: unknown) => {
      if (isPixelLimitError(error)) throw tooLarge;
      return null;
    });
  if (!meta?.format || !rule.formats.includes(meta.format)) throw bad(rule.messages.format);
  const width = meta.width ?? 0;
  const height = meta.height ?? 0;
  if (width > rule.maxSide || height > rule.maxSide) throw tooLarge;
  if (width < rule.minSide || height < rule.minSide) throw bad(rule.messages.tooSmall);
  // A whole header does not make a whole picture: one cut short (a broken upload) passes every
  // check above and fails only when drawn. Drawing it small here (JPEG shrinks while decoding)
  // still reads every byte, so it is refused now rather than answered 500 wherever it is shown.
  const drawable = await openImage(data)
    .resize(32, 32, { fit: 'inside' })
    .raw()
    .toBuffer()
    .then(
      () => true,
      () => false,
    );
  if (!drawable) throw bad(rule.messages.format);
  return { data, format: meta.format, width, height };
}
