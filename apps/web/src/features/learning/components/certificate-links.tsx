import { DownloadOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { certificateUrl } from '@shop/contract/learning/certificate';

/** The certificate as a PDF, in Thai and in English; shown once the progress says the course is complete. */
export const CertificateLinks = ({ courseId, compact = false }: { courseId: number; compact?: boolean }) => {
  const { t } = useTranslation();
  return (
    <div className="certificate-links">
      {!compact && (
        <span className="certificate-ready">
          <SafetyCertificateOutlined aria-hidden="true" /> {t('learning.certificate.ready')}
        </span>
      )}
      <Button href={certificateUrl(courseId, 'th')} download icon={<DownloadOutlined />} lang="th">
        {t('learning.certificate.thai')}
      </Button>
      <Button href={certificateUrl(courseId, 'en')} download icon={<DownloadOutlined />} lang="en">
        {t('learning.certificate.english')}
      </Button>
    </div>
  );
};
