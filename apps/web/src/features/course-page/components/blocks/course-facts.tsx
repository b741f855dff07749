import { useTranslation } from 'react-i18next';
import { useCoursePage } from '../../hooks/course-page-context';
import { formatDateRange } from '../../utils/format-date';
import { BookIcon, CalendarIcon, SeatsIcon, VenueIcon } from './course-icons';

/** Venue, dates, seats and free book of the course, as a short list; empty facts are left out. */
export const CourseFacts = () => {
  const { t, i18n } = useTranslation();
  const { course } = useCoursePage();
  const { preview } = course;
  const classDates = formatDateRange(preview.startDate, preview.endDate, i18n.language);
  const registration = formatDateRange(preview.startRegDate, preview.endRegDate, i18n.language);
  const facts = [
    course.courseVenue && {
      icon: <VenueIcon />,
      label: t('catalog.course.venue'),
      value: course.courseVenue,
    },
    classDates && { icon: <CalendarIcon />, label: t('catalog.course.classDates'), value: classDates },
    registration && {
      icon: <CalendarIcon />,
      label: t('catalog.course.registrationDates'),
      value: registration,
    },
    course.seat !== null && {
      icon: <SeatsIcon />,
      label: t('catalog.course.seatsLeft', { count: course.seat }),
      value: null,
    },
    course.free_book && { icon: <BookIcon />, label: t('catalog.course.freeBook'), value: null },
  ].filter((fact) => typeof fact === 'object' && fact !== null);

  if (facts.length === 0) return null;
  return (
    <ul className="course-facts" aria-label={t('catalog.course.facts')}>
      {facts.map((fact) => (
        <li key={fact.label}>
          <span aria-hidden="true">{fact.icon}</span>{' '}
          {fact.value ? `${fact.label}: ${fact.value}` : fact.label}
        </li>
      ))}
    </ul>
  );
};
