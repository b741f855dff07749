import { CUSTOM_LABEL_TYPES, type CustomLabelWire } from '@shop/contract/accounts/registration-form';
import type { CustomLabelType } from '@shop/domain/validation/custom-labels';
import type { Queryable } from '../../db/database';
import {
  listActiveCustomLabels,
  listUserGroups,
  type ActiveCustomLabel,
} from './registration-form.repository';

const KNOWN_TYPES: ReadonlySet<string> = new Set(CUSTOM_LABEL_TYPES);

/** Labels of a type the form cannot show are left out rather than failing the whole form. */
export const isKnownLabel = (
  label: ActiveCustomLabel,
): label is ActiveCustomLabel & { typeLabel: CustomLabelType } => KNOWN_TYPES.has(label.typeLabel);

/** The active custom labels the registration form shows, in form order. */
export const listFormCustomLabels = async (db: Queryable) =>
  (await listActiveCustomLabels(db)).filter(isKnownLabel);

export const toCustomLabelWire = (
  label: ActiveCustomLabel & { typeLabel: CustomLabelType },
): CustomLabelWire => ({
  id: label.id,
  type_label: label.typeLabel,
  label: label.label,
  label_en: label.labelEn,
  order_label: label.orderLabel,
  required: label.required,
  item_list: label.itemList,
});

export const listGroupsForForm = async (db: Queryable) =>
  (await listUserGroups(db)).map((group) => ({
    id: group.id,
    name: group.name,
    is_default: group.isDefault,
  }));
