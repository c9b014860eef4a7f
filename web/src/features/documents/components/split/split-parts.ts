// The documents a split review is making, as the user edits them: each a name, an optional form and
// its pages typed as ranges ('1-3, 5'). Checked as they are typed, with the API's own messages.
import {
  formatPageRanges,
  pageInTwoDocuments,
  parsePageRanges,
  type SplitDocumentInput,
  type SplitPartDto,
  type SplitPlanDto,
} from '@portico/common/documents/split';
import { itemNameProblem, splitExtension } from '@portico/common/documents/vault';

export interface SplitPart {
  /** React's key: parts come and go. */
  key: number;
  name: string;
  documentType: string | null;
  pagesText: string;
}

export interface PartErrors {
  name?: string;
  pages?: string;
}

let nextKey = 1;
const part = (p: Omit<SplitPart, 'key'>): SplitPart => ({ key: nextKey++, ...p });

const fromDto = (dto: SplitPartDto): SplitPart =>
  part({ name: dto.name, documentType: dto.document_type, pagesText: formatPageRanges(dto.pages) });

/** What the screen opens with: the split as it stands, else recognition's, else the whole file. */
export function initialParts(plan: SplitPlanDto, fileName: string): SplitPart[] {
  if (plan.current.length > 0) return plan.current.map(fromDto);
  if (plan.suggested.length > 1) return plan.suggested.map(fromDto);
  return [wholeFile(plan, fileName)];
}

export const suggestedParts = (plan: SplitPlanDto): SplitPart[] => plan.suggested.map(fromDto);

function wholeFile(plan: SplitPlanDto, fileName: string): SplitPart {
  return part({
    name: splitExtension(fileName).base,
    documentType: plan.page_forms.find(Boolean) ?? null,
    pagesText: formatPageRanges(Array.from({ length: plan.page_count }, (_, i) => i + 1)),
  });
}

export const emptyPart = (): SplitPart => part({ name: '', documentType: null, pagesText: '' });

/** The pages a part names now (none while its ranges cannot be read). */
export function pagesOf(p: SplitPart, pageCount: number): number[] {
  const parsed = parsePageRanges(p.pagesText, pageCount);
  return 'pages' in parsed ? parsed.pages : [];
}

/** Each part's problems, by its key; a page in two parts is reported on the later one. */
export function partErrors(parts: SplitPart[], pageCount: number): Map<number, PartErrors> {
  const errors = new Map<number, PartErrors>();
  const taken = new Set<number>();
  for (const p of parts) {
    const found: PartErrors = {};
    const nameProblem = itemNameProblem(p.name);
    if (nameProblem) found.name = nameProblem;
    const parsed = parsePageRanges(p.pagesText, pageCount);
    if ('error' in parsed) found.pages = parsed.error;
    else {
      const twice = parsed.pages.find((page) => taken.has(page));
      if (twice) found.pages = pageInTwoDocuments(twice);
      parsed.pages.forEach((page) => taken.add(page));
    }
    if (found.name || found.pages) errors.set(p.key, found);
  }
  return errors;
}

/** Puts a page in one part (taking it out of any other), or takes it out of that part. */
export function togglePage(
  parts: SplitPart[],
  targetKey: number,
  page: number,
  pageCount: number,
): SplitPart[] {
  const target = parts.find((p) => p.key === targetKey);
  const adding = target ? !pagesOf(target, pageCount).includes(page) : false;
  return parts.map((p) => {
    const pages = pagesOf(p, pageCount);
    if (p.key === targetKey)
      return {
        ...p,
        pagesText: formatPageRanges(adding ? [...pages, page] : pages.filter((n) => n !== page)),
      };
    if (adding && pages.includes(page))
      return { ...p, pagesText: formatPageRanges(pages.filter((n) => n !== page)) };
    return p;
  });
}

/** The part each page is in (its index), for the thumbnails' labels. */
export function pageOwners(parts: SplitPart[], pageCount: number): Map<number, number> {
  const owners = new Map<number, number>();
  parts.forEach((p, index) => {
    for (const page of pagesOf(p, pageCount)) if (!owners.has(page)) owners.set(page, index);
  });
  return owners;
}

export const toInput = (parts: SplitPart[], pageCount: number): SplitDocumentInput => ({
  documents: parts.map((p) => ({
    name: p.name.trim(),
    document_type: p.documentType,
    pages: pagesOf(p, pageCount),
  })),
});
