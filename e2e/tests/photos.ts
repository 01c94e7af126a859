import type { Page } from '@playwright/test';

/**
 * A JPEG of one colour, drawn by the browser, as a data URL: a stand-in for a phone photo of a
 * document (the identity check's uploads take it as it is; `photoFile` gives the file's bytes).
 */
export function photoDataUrl(page: Page, width: number, height: number, colour: string): Promise<string> {
  return page.evaluate(
    ([w, h, c]) => {
      const canvas = document.createElement('canvas');
      canvas.width = w as number;
      canvas.height = h as number;
      const context = canvas.getContext('2d')!;
      context.fillStyle = c as string;
      context.fillRect(0, 0, canvas.width, canvas.height);
      return canvas.toDataURL('image/jpeg', 0.9);
    },
    [width, height, colour],
  );
}

/** The same photo as a file's bytes, for a file input. */
export async function photoFile(page: Page, width: number, height: number, colour: string): Promise<Buffer> {
  return Buffer.from((await photoDataUrl(page, width, height, colour)).split(',')[1]!, 'base64');
}
