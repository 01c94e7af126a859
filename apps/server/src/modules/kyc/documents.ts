import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { KycImageKind } from '@pinacoteca/contracts/kyc/kyc';

const MAGIC = Buffer.from('PKYC1');

/**
 * Identity documents at rest under DATA_DIR/kyc, each file AES-256-GCM encrypted with the KYC key
 * and bound to its submission and kind (associated data), so a file copied onto another
 * submission does not open there. No URL reaches this folder: the console reads a document
 * through `GET /api/admin/kyc/{id}/documents/{kind}` only.
 */
export class KycDocuments {
  constructor(
    private readonly dir: string,
    private readonly key: () => Promise<Buffer>,
  ) {}

  /** Stores one image; answers the name kept in `kyc_submissions.images`. */
  async write(userId: string, submissionId: string, kind: KycImageKind, data: Buffer): Promise<string> {
    const name = path.posix.join(userId, submissionId, kind);
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', await this.key(), iv);
    cipher.setAAD(Buffer.from(`${submissionId}:${kind}`));
    const sealed = Buffer.concat([cipher.update(data), cipher.final()]);
    const file = path.join(this.dir, name);
    await fs.mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
    await fs.writeFile(file, Buffer.concat([MAGIC, iv, cipher.getAuthTag(), sealed]), { mode: 0o600 });
    return name;
  }

  async read(name: string, submissionId: string, kind: KycImageKind): Promise<Buffer> {
    const file = await fs.readFile(path.join(this.dir, name));
    if (!file.subarray(0, MAGIC.length).equals(MAGIC)) throw new Error('not a sealed KYC document');
    const iv = file.subarray(MAGIC.length, MAGIC.length + 12);
    const tag = file.subarray(MAGIC.length + 12, MAGIC.length + 28);
    const decipher = createDecipheriv('aes-256-gcm', await this.key(), iv);
    decipher.setAAD(Buffer.from(`${submissionId}:${kind}`));
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(file.subarray(MAGIC.length + 28)), decipher.final()]);
  }

  /** Removes a submission's files (a submission that failed to be stored). */
  async remove(userId: string, submissionId: string): Promise<void> {
    await fs.rm(path.join(this.dir, userId, submissionId), { recursive: true, force: true });
  }
}
