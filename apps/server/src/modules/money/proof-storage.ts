import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';

/**
 * Where uploads go (payment proofs, theme images). The embedded mode keeps them on the local
 * disk under UPLOAD_DIR; who may read them back depends on their folder
 * (tenancy/upload-folders.ts). A deployment with several servers plugs in shared storage behind
 * the same two calls.
 */
export interface ProofStorage {
  /** Stores the bytes under a new unguessable name in `folder`; answers the `/uploads/...` path. */
  save(folder: string, bytes: Buffer, extension: string): Promise<string>;
  /** Removes a stored file (a request refused after the file was written leaves nothing behind). */
  remove(path: string): Promise<void>;
}

const SEGMENT = /^[A-Za-z0-9_-]{1,64}$/;

export class LocalProofStorage implements ProofStorage {
  private readonly root: string;

  constructor(uploadDir: string) {
    this.root = resolve(uploadDir);
  }

  async save(folder: string, bytes: Buffer, extension: string): Promise<string> {
    const segments = folder.split('/');
    if (!segments.every((s) => SEGMENT.test(s)) || !/^[a-z]{3,4}$/.test(extension))
      throw new Error(`bad upload name ${folder}.${extension}`);
    const dir = join(this.root, ...segments);
    await mkdir(dir, { recursive: true });
    const name = `${randomUUID()}.${extension}`;
    const file = join(dir, name);
    try {
      await writeFile(file, bytes, { flag: 'wx' });
    } catch (err) {
      await rm(file, { force: true });
      throw err;
    }
    return `/uploads/${segments.join('/')}/${name}`;
  }

  async remove(path: string): Promise<void> {
    if (!path.startsWith('/uploads/')) return;
    const file = resolve(this.root, ...path.slice('/uploads/'.length).split('/'));
    if (!file.startsWith(this.root + sep)) return;
    await rm(file, { force: true });
  }
}
