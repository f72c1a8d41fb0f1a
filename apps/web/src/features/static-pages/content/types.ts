/** A paragraph, a bullet list, or a highlighted note. */
export type LegalBlock = string | { list: string[] } | { note: string };

export interface LegalSection {
  id: string;
  heading: string;
  blocks: LegalBlock[];
}

export interface LegalDocument {
  title: string;
  summary: string;
  updated: string;
  sections: LegalSection[];
}

/** The page texts name the brand of the site they are shown on. */
export type LegalContent = (brand: string) => LegalDocument;

export const LAST_UPDATED = '1 November 2026';
