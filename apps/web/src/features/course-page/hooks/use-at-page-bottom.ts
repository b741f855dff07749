import { useEffect, useState } from 'react';

/** How close to the end of the page counts as "the bottom is reached". */
const BOTTOM_SLACK_PX = 48;

const isAtBottom = () =>
  window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - BOTTOM_SLACK_PX;

/** True while the page is scrolled to its end (layout 4's register bar hides there). */
export const useAtPageBottom = () => {
  const [atBottom, setAtBottom] = useState(false);

  useEffect(() => {
    let frame = 0;
    const check = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setAtBottom(isAtBottom()));
    };
    window.addEventListener('scroll', check, { passive: true });
    window.addEventListener('resize', check);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', check);
      window.removeEventListener('resize', check);
    };
  }, []);

  return atBottom;
};
