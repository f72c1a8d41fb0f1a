import type { SiteContext } from '../../lib/context.js';
import { UPLOADS_PREFIX } from './image-file.js';

/**
 * What UPLOAD_DIR holds, by folder, and who may see it (docs/architecture.md §7 "Uploads"):
 * - `brand/<whiteLabelId>/<file>`: theme images (logos, banners, slides) staff saved in the
 *   Theme Editor. Public, since every visitor sees them, but only on their own label's sites.
 * - `deposits/<whiteLabelId>/<file>`: players' payment proofs. Private: never served at
 *   `/uploads/`, only by GET api/{role}/deposit/{id}/proof to who may see that deposit.
 * Nothing else is served, so a folder added later stays private until someone decides here.
 */

const BRAND = 'brand';
const DEPOSIT_PROOFS = 'deposits';

export type UploadFolder = { kind: 'brand' | 'depositProof'; whiteLabelId: string };

/** Where the Theme Editor stores a label's images (ProofStorage.save's `folder`). */
export function brandFolder(whiteLabelId: string): string {
  return `${BRAND}/${whiteLabelId}`;
}

/** Where a player's payment proof is stored (ProofStorage.save's `folder`). */
export function depositProofFolder(whiteLabelId: string): string {
  return `${DEPOSIT_PROOFS}/${whiteLabelId}`;
}

/** The folder of an `/uploads/<folder>/<whiteLabelId>/<file>` path; null for any other path. */
export function uploadFolderOf(path: string): UploadFolder | null {
  if (!path.startsWith(UPLOADS_PREFIX)) return null;
  const [top, whiteLabelId, file, ...more] = path.slice(UPLOADS_PREFIX.length).split('/');
  if (!whiteLabelId || !file || more.length > 0) return null;
  if (top === BRAND) return { kind: 'brand', whiteLabelId };
  if (top === DEPOSIT_PROOFS) return { kind: 'depositProof', whiteLabelId };
  return null;
}

/**
 * Whether anyone may see this upload on the site being called: a brand image of that site's
 * label. No site means one of the administrator's hosts (request-context.ts answers no other
 * host), whose console edits every label's theme and so shows every label's brand images.
 */
export function isPublicUpload(path: string, site: SiteContext | null): boolean {
  const folder = uploadFolderOf(path);
  return folder?.kind === 'brand' && (site === null || site.whiteLabel.id === folder.whiteLabelId);
}
