import { useTranslation } from 'react-i18next';
import { MyCourses } from '../../../features/learning/components/my-courses';
import { SignInRequired } from './sign-in-required';
import './account-pages.css';

/** `/myaccount/student/course`: the student's courses; a visitor signs in first. */
export const MyCoursesRoute = () => {
  const { t } = useTranslation();
  return (
    <SignInRequired>
      <div className="account-my-courses">
        <h1 className="account-page-title">{t('learning.myCourses.title')}</h1>
        <MyCourses />
      </div>
    </SignInRequired>
  );
};
