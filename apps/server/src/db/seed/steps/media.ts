import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import sharp from 'sharp';
import { courses, lectures } from '../../tables';
import { demoCoverSvg } from '../demo-artwork';
import { storeSeedFile } from '../store-seed-file';
import type { SeedStep } from '../seed-step';

const cover = async (index: number, courseType: string, variant = 0) =>
  sharp(Buffer.from(demoCoverSvg(index, courseType, variant)))
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();

/** Cover pictures for every demo course, galleries for products, and a playable preview video. */
export const seedMedia: SeedStep = {
  name: 'demo-media',
  async run(tx, { storage, assetsDir }) {
    const save = (name: string, body: Buffer) => storage.save(name, body);
    const rows = await tx
      .select({ id: courses.id, type: courses.courseType, slug: courses.slug })
      .from(courses)
      .orderBy(asc(courses.id));
    for (const [index, course] of rows.entries()) {
      const picture = await storeSeedFile(tx, save, {
        body: await cover(index, course.type),
        extension: 'jpg',
        mimeType: 'image/jpeg',
        kind: 'image',
        originalName: `${course.slug}.jpg`,
        width: 1200,
        height: 628,
      });
      const gallery =
        course.type === 'product'
          ? [
              picture.name,
              (
                await storeSeedFile(tx, save, {
                  body: await cover(index, course.type, 3),
                  extension: 'jpg',
                  mimeType: 'image/jpeg',
                  kind: 'image',
                  originalName: `${course.slug}-2.jpg`,
                  width: 1200,
                  height: 628,
                })
              ).name,
            ]
          : [];
      await tx
        .update(courses)
        .set({
          pictureUrl: picture.url,
          facebookImage: picture.url,
          twitterImage: picture.url,
          imageDetail: gallery,
        })
        .where(eq(courses.id, course.id));
    }
    const video = await storeSeedFile(tx, save, {
      body: await readFile(path.join(assetsDir, 'preview-lecture.mp4')),
      extension: 'mp4',
      mimeType: 'video/mp4',
      kind: 'video',
      originalName: 'preview-lecture.mp4',
      width: 640,
      height: 360,
    });
    await tx
      .update(lectures)
      .set({ videoUrl: video.url, videoName: 'preview-lecture.mp4' })
      .where(and(eq(lectures.contentType, 'video')));
    const courseIds = rows.filter((row) => row.type !== 'product').map((row) => row.id);
    if (courseIds.length > 0) {
      await tx
        .update(courses)
        .set({ videoUrl: video.url, videoName: 'แนะนำคอร์ส' })
        .where(and(inArray(courses.id, courseIds), ne(courses.courseType, 'product')));
    }
  },
};
