import { useTranslation } from 'react-i18next';
import type { catalogTh } from '../../../i18n/areas/admin/catalog-texts';

type FieldName = keyof (typeof catalogTh)['catalog']['editor']['fields'];

/** The label of one of the course editor's fields. */
export const useFieldLabel = () => {
  const { t } = useTranslation();
  return (name: FieldName) => t(`admin.catalog.editor.fields.${name}`);
};
