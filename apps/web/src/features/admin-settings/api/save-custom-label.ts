import {
  createAdminCustomLabelRoute,
  deleteAdminCustomLabelRoute,
  updateAdminCustomLabelRoute,
  type CustomLabelBody,
} from '@shop/contract/admin/registration-labels';
import { useAdminMutation } from '../../../components/admin-edit-table/use-admin-mutation';
import { api } from '../../../lib/api-client';
import { refreshStorefront } from '../lib/refresh-storefront';
import { customLabelsQueryOptions } from './list-custom-labels';

/** Adds a field (no id), replaces one, or (body null) deletes one. */
export const saveCustomLabel = async ({ id, body }: { id: number | null; body: CustomLabelBody | null }) => {
  if (body === null) {
    if (id !== null) await api.call(deleteAdminCustomLabelRoute, { params: { id } });
    return null;
  }
  return id === null
    ? (await api.call(createAdminCustomLabelRoute, { body })).data
    : (await api.call(updateAdminCustomLabelRoute, { params: { id }, body })).data;
};

export const useSaveCustomLabel = () =>
  useAdminMutation(saveCustomLabel, {
    keys: () => [customLabelsQueryOptions().queryKey],
    then: refreshStorefront,
  });
