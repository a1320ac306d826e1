import * as z from 'zod/mini';
import type { PageTypeDto, PageTypeId } from '../../../shared/catalogues.js';
import { createPageSchema } from '../../../shared/pages.js';

/** /page/new's inputs: a name and a type ('' until the catalogue has been read). */
export interface NewPageValues {
  name: string;
  typeId: PageTypeId | '';
}

export const NEW_PAGE_FIELDS = ['name', 'typeId'] as const;

export const newPageFormSchema = z.pipe(z.custom<NewPageValues>(), createPageSchema);

/** The type chosen in advance: the first one that can be chosen (an active type). */
export function firstActiveType(types: readonly PageTypeDto[]): PageTypeId | '' {
  return (types.find((type) => type.active)?.id as PageTypeId | undefined) ?? '';
}
