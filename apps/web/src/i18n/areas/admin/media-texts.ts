import type { Widen } from '../../widen';

/** Texts of the media upload control (spec 2 sections 2, 5 and 8). */
export const mediaTh = {
  media: {
    upload: 'อัปโหลด',
    uploadImage: 'อัปโหลดรูปภาพ',
    uploadVideo: 'อัปโหลดวิดีโอ',
    uploadDocument: 'อัปโหลดไฟล์ PDF',
    openDocument: 'เปิด {{name}}',
    imageGuide: 'ขนาดที่แนะนำ {{width}} x {{height}} พิกเซล กรุณาปรับขนาดและบีบอัดรูปภาพก่อนอัปโหลด',
    outOfStorage: 'พื้นที่จัดเก็บไม่เพียงพอ',
    delete: 'ลบ',
    confirmYes: 'ลบ',
    confirmNo: 'ยกเลิก',
    preview: 'ดูตัวอย่าง',
    previous: 'ก่อนหน้า',
    next: 'ถัดไป',
    uploading: 'กำลังอัปโหลด {{name}}',
    uploadFailed: 'อัปโหลด {{name}} ไม่สำเร็จ',
    retry: 'ลองใหม่',
  },
};

export const mediaEn: Widen<typeof mediaTh> = {
  media: {
    upload: 'Upload',
    uploadImage: 'Upload image',
    uploadVideo: 'Upload video',
    uploadDocument: 'Upload PDF',
    openDocument: 'Open {{name}}',
    imageGuide:
      'Recommended size {{width}} x {{height}} px. Please resize and compress the image before uploading.',
    // The specification's own wording (spec 2 sections 5 and 8), kept as written.
    outOfStorage: 'Out off Storage',
    delete: 'Delete',
    confirmYes: 'Delete',
    confirmNo: 'Cancel',
    preview: 'Preview',
    previous: 'Previous',
    next: 'Next',
    uploading: 'Uploading {{name}}',
    uploadFailed: 'Could not upload {{name}}',
    retry: 'Retry',
  },
};
