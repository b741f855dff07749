import { ne } from 'drizzle-orm';
import { courseSections, courses, lectures } from '../../tables';
import { demoCurriculum } from '../demo-curriculum';
import type { SeedStep } from '../seed-step';

export const seedCurriculum: SeedStep = {
  name: 'demo-curriculum',
  async run(tx) {
    const rows = await tx
      .select({ id: courses.id, title: courses.title })
      .from(courses)
      .where(ne(courses.courseType, 'product'));
    for (const course of rows) {
      for (const [sectionIndex, section] of demoCurriculum(course.title).entries()) {
        const [sectionRow] = await tx
          .insert(courseSections)
          .values({ courseId: course.id, name: section.name, location: sectionIndex })
          .returning({ id: courseSections.id });
        if (!sectionRow) continue;
        await tx.insert(lectures).values(
          section.lectures.map((lecture, lectureIndex) => ({
            sectionId: sectionRow.id,
            courseId: course.id,
            name: lecture.name,
            location: lectureIndex,
            contentType: lecture.contentType,
            isPreview: lecture.isPreview ?? false,
            videoDurationSeconds: (lecture.minutes ?? 0) * 60,
            uploadVideoType: lecture.contentType === 'video' ? 'upload' : null,
            contentText: lecture.contentType === 'text' ? '<p>ดาวน์โหลดเอกสารได้หลังลงทะเบียน</p>' : null,
          })),
        );
      }
    }
  },
};
