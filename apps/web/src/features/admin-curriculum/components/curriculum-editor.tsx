import { ArrowLeftOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AdminLecture } from '@shop/contract/admin/curriculum-schemas';
import { AdminPage } from '../../../components/admin/admin-page';
import { paths } from '../../../config/paths';
import { useNotify } from '../../../hooks/use-notify';
import { useAdminCurriculum } from '../api/get-admin-curriculum';
import { useReorderCurriculum } from '../api/reorder-curriculum';
import { useDeleteLecture } from '../api/save-lecture';
import { useDeleteSection } from '../api/save-section';
import { CurriculumBoard } from './curriculum-board';
import { LectureModal } from './lecture-modal';
import { SectionModal } from './section-modal';

type Editing =
  | { kind: 'section'; section: { id: number; name: string } | null }
  | { kind: 'lecture'; sectionId: number; lecture: AdminLecture | null }
  | null;

/** The curriculum editor of one course: sections, lectures, their order, and their modals. */
export const CurriculumEditor = ({ courseId }: { courseId: number }) => {
  const { t } = useTranslation();
  const { notifyError } = useNotify();
  const curriculum = useAdminCurriculum(courseId);
  const reorder = useReorderCurriculum(courseId);
  const deleteSection = useDeleteSection(courseId);
  const deleteLecture = useDeleteLecture(courseId);
  const [editing, setEditing] = useState<Editing>(null);
  const close = () => setEditing(null);

  return (
    <AdminPage
      title={t('admin.curriculum.title')}
      error={curriculum.error}
      onRetry={() => void curriculum.refetch()}
      actions={
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => setEditing({ kind: 'section', section: null })}
        >
          {t('admin.curriculum.addSection')}
        </Button>
      }
    >
      <Link to={paths.admin.course(courseId)} style={{ display: 'inline-block', marginBottom: 16 }}>
        <ArrowLeftOutlined /> {t('admin.curriculum.backToCourse')}
      </Link>
      {curriculum.data ? (
        <CurriculumBoard
          sections={curriculum.data}
          actions={{
            onReorder: (sections) => reorder.mutate(sections, { onError: notifyError }),
            onRenameSection: (section) => setEditing({ kind: 'section', section }),
            onDeleteSection: (section) => deleteSection.mutate(section.id, { onError: notifyError }),
            onAddLecture: (section) => setEditing({ kind: 'lecture', sectionId: section.id, lecture: null }),
            onEditLecture: (lecture) =>
              setEditing({ kind: 'lecture', sectionId: lecture.section_id, lecture }),
            onDeleteLecture: (lecture) => deleteLecture.mutate(lecture.id, { onError: notifyError }),
          }}
        />
      ) : curriculum.isPending ? (
        <Skeleton active />
      ) : null}
      {editing?.kind === 'section' ? (
        <SectionModal courseId={courseId} section={editing.section} onClose={close} />
      ) : null}
      {editing?.kind === 'lecture' ? (
        <LectureModal
          courseId={courseId}
          sectionId={editing.sectionId}
          lecture={editing.lecture}
          onClose={close}
        />
      ) : null}
    </AdminPage>
  );
};
