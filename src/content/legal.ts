export interface LegalSection {
  id: string;
  title: string;
  paragraphs: readonly string[];
  list?: readonly string[];
}

export interface LegalDocumentContent {
  eyebrow: string;
  title: string;
  intro: string;
  updated: string;
  tocLabel: string;
  sections: readonly LegalSection[];
}
