import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { listAdminDocumentsRoute, type AdminDocumentListQuery } from '@shop/contract/admin/tax-documents';
import { api } from '../../../lib/api-client';

export const ADMIN_DOCUMENTS_KEY = ['admin', 'documents'] as const;

export const listAdminDocuments = async (query: AdminDocumentListQuery) => {
  const answer = await api.call(listAdminDocumentsRoute, { query });
  return { data: answer.data, total: answer.total };
};

export const adminDocumentsQueryOptions = (query: AdminDocumentListQuery) =>
  queryOptions({
    queryKey: [...ADMIN_DOCUMENTS_KEY, 'list', query],
    queryFn: () => listAdminDocuments(query),
    placeholderData: keepPreviousData,
  });

/** One page of tax invoices, receipts and credit notes, as the address's filters ask. */
export const useAdminDocuments = (query: AdminDocumentListQuery) =>
  useQuery(adminDocumentsQueryOptions(query));
