import { z } from 'zod';
import { LocaleQuery, Uuid } from '../common.ts';
import { type Endpoint } from '../endpoint.ts';

export const Author = z
  .object({
    id: Uuid,
    name: z.string(),
    life_years: z.string().nullable().meta({ example: '1853–1890' }),
    image: z.object({ x1: z.string(), x2: z.string() }).nullable(),
  })
  .meta({ id: 'Author' });
export type Author = z.infer<typeof Author>;

/** GET /api/authors */
export const ListAuthorsResponse = z.array(Author);
export type ListAuthorsResponse = z.infer<typeof ListAuthorsResponse>;

export const listAuthors = {
  method: 'GET',
  path: '/api/authors',
  access: 'public',
  tags: ['catalogue'],
  summary: 'Authors of the paintings',
  query: LocaleQuery,
  responses: { 200: ListAuthorsResponse },
} as const satisfies Endpoint;
