import { useEffect, useState } from 'react';

/** True while any part of the page's section with this id is on the screen. */
export const useSectionInView = (id: string) => {
  const [isInView, setIsInView] = useState(false);

  useEffect(() => {
    const section = document.getElementById(id);
    if (!section || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) setIsInView(entry.isIntersecting);
    });
    observer.observe(section);
    return () => observer.disconnect();
  }, [id]);

  return isInView;
};
