import { useEffect, useRef } from 'react';
import type { CourseDetail } from '@shop/contract/catalog/course-detail';
import { toMajor, trackEcommerce } from '../../../lib/analytics';

const defaultPrice = (item: CourseDetail) =>
  (item.priceDetail.find((plan) => plan.is_default) ?? item.priceDetail[0])?.price ?? 0;

/** GA4 `view_item`, once per view of a course or product page (a re-render or refetch is not a view). */
export const useTrackViewItem = (item: CourseDetail | null) => {
  const tracked = useRef<number | null>(null);

  useEffect(() => {
    if (!item || tracked.current === item.id) return;
    tracked.current = item.id;
    const price = toMajor(defaultPrice(item));
    trackEcommerce('view_item', {
      currency: 'THB',
      value: price,
      items: [
        {
          item_id: String(item.id),
          item_name: item.courseDescription.title,
          item_category: item.courseType,
          price,
          quantity: 1,
        },
      ],
    });
  }, [item]);
};
