import { FilePdfOutlined, UploadOutlined } from '@ant-design/icons';
import { Alert, App, Button, Skeleton, Typography, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { WITHHOLDING_FILE_ACCEPT } from '@shop/contract/documents/tax-documents';
import { useNotify } from '../../../hooks/use-notify';
import { useOrderDocuments } from '../api/list-order-documents';
import { useUploadWithholdingCertificate } from '../api/upload-withholding-certificate';

type OrderDocumentsProps = { orderId: number; hasWithholding: boolean };

/** The withholding certificate an order with withholding tax owes, and the upload that sends it. */
const WithholdingCertificate = ({
  orderId,
  isRequired,
  received,
}: {
  orderId: number;
  isRequired: boolean;
  received: { id: number; original_name: string } | undefined;
}) => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { notifyError } = useNotify();
  const upload = useUploadWithholdingCertificate();
  const label = received ? t('checkout.orderDocuments.uploadAgain') : t('checkout.orderDocuments.upload');
  return (
    <section
      className="order-documents-withholding"
      aria-label={t('checkout.orderDocuments.withholdingTitle')}
    >
      <Typography.Text strong>{t('checkout.orderDocuments.withholdingTitle')}</Typography.Text>
      {isRequired ? (
        <Alert type="warning" showIcon title={t('checkout.orderDocuments.withholdingNeeded')} />
      ) : received ? (
        <Typography.Paragraph type="success">
          {t('checkout.orderDocuments.withholdingReceived', { name: received.original_name })}
        </Typography.Paragraph>
      ) : null}
      <Upload
        accept={WITHHOLDING_FILE_ACCEPT}
        maxCount={1}
        showUploadList={false}
        customRequest={({ file }) => {
          upload.mutate(
            { orderId, file: file as File },
            {
              onSuccess: () => void message.success(t('checkout.orderDocuments.uploaded')),
              onError: notifyError,
            },
          );
        }}
      >
        <Button icon={<UploadOutlined />} loading={upload.isPending} aria-label={label}>
          {label}
        </Button>
      </Upload>
    </section>
  );
};

/**
 * A paid order's documents: its tax invoice or receipt and any credit notes, each a PDF to
 * download, and, when tax was withheld, the withholding certificate the buyer sends the shop.
 */
export const OrderDocuments = ({ orderId, hasWithholding }: OrderDocumentsProps) => {
  const { t } = useTranslation();
  const documents = useOrderDocuments(orderId);
  if (documents.isPending) return <Skeleton active paragraph={{ rows: 1 }} />;
  if (documents.isError) return <Alert type="error" title={t('checkout.orderDocuments.loadFailed')} />;
  const { withholding } = documents.data;
  return (
    <div className="order-documents">
      {documents.data.documents.length > 0 && (
        <ul className="order-documents-list" aria-label={t('checkout.orderDocuments.title')}>
          {documents.data.documents.map((document) => {
            const kind = t(`checkout.orderDocuments.kinds.${document.kind}`);
            return (
              <li key={document.id}>
                <a href={document.pdf_url} download>
                  <FilePdfOutlined aria-hidden />{' '}
                  {t('checkout.orderDocuments.download', { kind, number: document.number })}
                </a>
              </li>
            );
          })}
        </ul>
      )}
      {hasWithholding && (
        <WithholdingCertificate
          orderId={orderId}
          isRequired={withholding.is_required}
          received={withholding.certificates[0]}
        />
      )}
    </div>
  );
};
