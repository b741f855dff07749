import { useCoursePage } from './course-page-context';

/** Which optional parts the shop shows: curriculum, how-to-buy and comments are site switches. */
export const useShownSections = () => {
  const { settings } = useCoursePage();
  return {
    content: settings.is_enable_course_curriculum,
    howToBuy: settings.how_to_buy.is_enable_howtobuy,
    questions: settings.is_enable_course_comment,
  };
};
