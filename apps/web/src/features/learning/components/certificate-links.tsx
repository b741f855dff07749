import { useTranslation } from 'react-i18next';
import { certificateUrl } from '@shop/contract/learning/certificate-url';
import { ButtonAnchor } from '../../../components/ui/button';
import { CertificateIcon, DownloadIcon } from './certificate-icons';

/** The certificate as a PDF, in Thai and in English; shown once the progress says the course is complete. */
export const CertificateLinks = ({ courseId, compact = false }: { courseId: number; compact?: boolean }) => {
  const { t } = useTranslation();
  return (
    <div className="certificate-links">
      {!compact && (
        <span className="certificate-ready">
          <CertificateIcon /> {t('learning.certificate.ready')}
        </span>
      )}
      <ButtonAnchor href={certificateUrl(courseId, 'th')} download icon={<DownloadIcon />} lang="th">
        {t('learning.certificate.thai')}
      </ButtonAnchor>
      <ButtonAnchor href={certificateUrl(courseId, 'en')} download icon={<DownloadIcon />} lang="en">
        {t('learning.certificate.english')}
      </ButtonAnchor>
    </div>
  );
};
