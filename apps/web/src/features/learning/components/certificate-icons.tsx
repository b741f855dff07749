import { OutlineIcon } from '../../../components/ui/outline-icon';

export const DownloadIcon = () => (
  <OutlineIcon>
    <path d="M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4M7 10l5 5 5-5M12 15V3" />
  </OutlineIcon>
);

export const CertificateIcon = () => (
  <OutlineIcon>
    <path d="M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10z" />
    <path d="m9 12 2 2 4-4" />
  </OutlineIcon>
);
