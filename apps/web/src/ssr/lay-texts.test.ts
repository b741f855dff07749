import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../i18n/i18n';
import { loadLearningTexts } from '../i18n/load-learning-texts';
import { layTextsFor } from './lay-texts';

describe("a server render's texts", () => {
  beforeAll(async () => {
    await initI18n('th');
    // A first render lays the texts; the lessons' code then loads once, during a later render.
    await layTextsFor(undefined, 'th');
    await loadLearningTexts();
  });

  it("keep the lessons' texts in every render after the lessons' code loaded", async () => {
    await layTextsFor(undefined, 'th');
    expect(i18next.t('learning.player.contents')).toBe('เนื้อหาคอร์ส');

    await layTextsFor(undefined, 'en');
    expect(i18next.t('learning.player.contents')).toBe('Course content');
  });

  it("show the shop's own text over a lesson text, and not once the shop removed it", async () => {
    await layTextsFor({ 'learning.player.contents': { th: 'บทเรียนทั้งหมด' } }, 'th');
    expect(i18next.t('learning.player.contents')).toBe('บทเรียนทั้งหมด');

    await layTextsFor({}, 'th');
    expect(i18next.t('learning.player.contents')).toBe('เนื้อหาคอร์ส');
  });
});
