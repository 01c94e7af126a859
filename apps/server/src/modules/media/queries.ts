import type { Db } from '../../db/client.ts';

/** Stored pictures' SQL (decision 0054): table `images`, the originals with their sizes. */

/** Records an original (or its new size when stored again under the same key); answers its id. */
export async function upsertImage(db: Db, image: { key: string; width: number; height: number }): Promise<string> {
  const [row] = await db<{ id: string }[]>`
    insert into images (storage_key, width, height)
    values (${image.key}, ${image.width}, ${image.height})
    on conflict (storage_key) do update set width = excluded.width, height = excluded.height
    returning id`;
  return row!.id;
}

/** Where an image's original is stored; undefined for an unknown image. */
export async function storageKeyOf(db: Db, id: string): Promise<string | undefined> {
  const [row] = await db<{ storage_key: string }[]>`select storage_key from images where id = ${id}`;
  return row?.storage_key;
}

/** Forgets an image's record; answers where its original was stored, if it was known. */
export async function deleteImage(db: Db, id: string): Promise<string | undefined> {
  const [row] = await db<{ storage_key: string }[]>`delete from images where id = ${id} returning storage_key`;
  return row?.storage_key;
}

/** Every image, oldest first. */
export async function imageIds(db: Db): Promise<string[]> {
  return (await db<{ id: string }[]>`select id from images order by created_at`).map((r) => r.id);
}
