import { OmiseError } from './omise-error';
import type { OmiseContext } from './omise-context';
import type { OmiseCharge, OmiseSearchResult } from './omise-objects';
import { listOmiseCharges } from './list-omise-charges';

const PER_PAGE = 30;

/** The texts of a charge the search's `query` is matched against: its id, description and metadata. */
const searchableTexts = (charge: OmiseCharge): string[] => [
  charge.id,
  charge.description ?? '',
  ...Object.values(charge.metadata).map((value) => String(value)),
];

const matches = (charge: OmiseCharge, query: string) =>
  query === '' || searchableTexts(charge).some((text) => text.toLowerCase().includes(query.toLowerCase()));

/**
 * `GET /search?scope=charge&query=...` (docs.omise.co/search-api): charges whose id, description
 * or a metadata value holds the query, newest first unless `order=chronological`. A charge made
 * less than the store's search lag ago is not in the index yet, as with Omise.
 */
export const searchOmiseCharges = (
  context: OmiseContext,
  params: { scope?: unknown; query?: unknown; order?: unknown; page?: unknown },
): OmiseSearchResult<OmiseCharge> => {
  if (params.scope !== 'charge')
    throw new OmiseError(400, 'bad_request', 'scope must be charge (the sandbox searches charges only)');
  const query = typeof params.query === 'string' ? params.query : '';
  const order = params.order === 'chronological' ? 'chronological' : 'reverse_chronological';
  const page = Math.max(1, Number(params.page) || 1);
  const indexedBefore = context.now().getTime() - context.store.searchLagMs;
  const found = listOmiseCharges(context)
    .filter((charge) => Date.parse(charge.created_at) <= indexedBefore)
    .filter((charge) => matches(charge, query));
  const ordered = order === 'chronological' ? found.reverse() : found;
  return {
    object: 'search',
    scope: 'charge',
    query,
    filters: {},
    order,
    page,
    per_page: PER_PAGE,
    total: ordered.length,
    total_pages: Math.max(1, Math.ceil(ordered.length / PER_PAGE)),
    data: ordered.slice((page - 1) * PER_PAGE, page * PER_PAGE),
  };
};
